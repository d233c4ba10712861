/**
 * A session's network as the customer reads it (docs/decisions/058): the part of the address that
 * is kept, the rest an "x" ("102.89.34.x") or, for IPv6, an ellipsis ("2c0f:f4c0:1a2b:…"). '' for none.
 */
export function networkLabel(network: string | null | undefined): string {
  if (!network) return '';
  const ipv4 = /^(\d+\.\d+\.\d+)\.0\/24$/.exec(network);
  if (ipv4) return `${ipv4[1]}.x`;
  const ipv6 = /^([0-9a-f:]*?)::\/48$/i.exec(network);
  if (ipv6) return ipv6[1] ? `${ipv6[1]}:…` : '…';
  return network;
}
