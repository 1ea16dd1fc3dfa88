import { describe, expect, it } from 'vitest';
import { subDomainFromHost } from './sub-domain';

describe('subDomainFromHost', () => {
  it.each([
    ['acme.tandem.example', 'acme'],
    ['ACME.Tandem.Example.', 'acme'],
    ['acme.localhost', 'acme'],
    ['localhost', 'demo'],
    ['127.0.0.1', 'demo'],
    ['::1', 'demo'],
    ['tandem.example', 'demo'],
    ['www.tandem.example', 'demo'],
    ['', 'demo'],
  ])('%s -> %s', (host, expected) => {
    expect(subDomainFromHost(host, 'demo')).toBe(expected);
  });
});
