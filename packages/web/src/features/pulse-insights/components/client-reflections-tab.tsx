/** The client detail reflections tab (helper F). */
export function ClientReflectionsTab({ clientId }: { clientId: number }) {
  return <div data-client={clientId} />;
}
