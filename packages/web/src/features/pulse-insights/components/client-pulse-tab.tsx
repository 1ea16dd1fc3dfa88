/** The client detail pulse tab (helper F). */
export function ClientPulseTab({ clientId }: { clientId: number }) {
  return <div data-client={clientId} />;
}
