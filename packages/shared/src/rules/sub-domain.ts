const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * The sub-domain a page is served for: the first label of a host name that has one
 * (`acme.tandem.example` -> `acme`, `acme.localhost` -> `acme`); hosts without one
 * (`localhost`, an IP address, a bare `example.com`, or a `www.` host) use the fallback.
 */
export function subDomainFromHost(hostname: string, fallback: string): string {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  if (!host || IPV4.test(host) || host.includes(':')) return fallback;
  const labels = host.split('.');
  const isLocal = labels[labels.length - 1] === 'localhost';
  const minimumLabels = isLocal ? 2 : 3;
  if (labels.length < minimumLabels) return fallback;
  const first = labels[0]!;
  return first === 'www' ? fallback : first;
}
