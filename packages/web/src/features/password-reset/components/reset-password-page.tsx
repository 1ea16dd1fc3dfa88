/** Placeholder until its screen is written in this issue. */
export function ResetPasswordPage({ title }: { title: string }) {
  return <h1>{title}</h1>;
}
