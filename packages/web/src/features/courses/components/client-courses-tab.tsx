/** The client detail courses tab (helper W2). */
export function ClientCoursesTab({ clientId }: { clientId: number }) {
  return <div data-client={clientId} />;
}
