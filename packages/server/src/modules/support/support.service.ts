import { eq } from 'drizzle-orm';
import { MESSAGES, type SupportReport } from '@tandem/shared';
import type { AppContext } from '../../lib/context';
import { fieldErrors } from '../../lib/errors';
import type { Actor } from '../../lib/auth';
import { supportReports, users } from '../../db/schema';
import { loadCompanyBrand } from '../../lib/company-brand';
import { supportReportEmail } from '../../emails/support-report';

/**
 * Stores a problem report and mails it to every staff user (plus SUPPORT_EMAIL when set), in one
 * transaction with its outbox mail. Visitors must give a name and e-mail; for a logged-in user
 * blank ones are filled from the account, so staff can always answer. The mail carries the
 * reporter's company branding (Tandem's for visitors and users without a company).
 */
export async function submitSupportReport(
  ctx: AppContext,
  actor: Actor | null,
  input: Required<SupportReport>,
) {
  let { name, email } = input;
  let companyId: number | null = null;
  if (actor) {
    const [me] = await ctx.db.select().from(users).where(eq(users.id, actor.userId));
    name ||= `${me!.firstName} ${me!.lastName}`.trim();
    email ||= me!.email;
    companyId = me!.companyId;
  } else {
    const missing: Record<string, string[]> = {};
    if (!name) missing.name = [MESSAGES.required];
    if (!email) missing.email = [MESSAGES.required];
    if (Object.keys(missing).length) throw fieldErrors(missing);
  }
  const id = await ctx.db.transaction(async (tx) => {
    const [report] = await tx
      .insert(supportReports)
      .values({
        userId: actor?.userId ?? null,
        name,
        email,
        message: input.message,
        version: input.version,
        url: input.url,
      })
      .returning({ id: supportReports.id });
    const staff = await tx.select({ email: users.email }).from(users).where(eq(users.isStaff, true));
    const to = [
      ...new Set([
        ...staff.map((s) => s.email),
        ...(ctx.config.supportEmail ? [ctx.config.supportEmail] : []),
      ]),
    ];
    if (to.length) {
      const mail = supportReportEmail({
        branding: await loadCompanyBrand(tx, companyId, ctx.config),
        name,
        email,
        userId: actor?.userId ?? null,
        message: input.message,
        url: input.url,
        version: input.version,
      });
      await ctx.mailer.queue(tx, { to, ...mail, meta: { kind: 'support_report', reportId: report!.id } });
    }
    return report!.id;
  });
  void ctx.mailer.deliver();
  return { id };
}
