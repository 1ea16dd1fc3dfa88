/** Placeholder until its screen is written in this issue. */
export function GoalsPage({ title }: { title: string }) {
  return <h1>{title}</h1>;
}
