import ipaddr from 'ipaddr.js'

/**
 * Whether an address belongs to the public internet. Everything ipaddr.js does not call global
 * unicast is refused: loopback, private (10/8, 172.16/12, 192.168/16), link-local (169.254/16,
 * fe80::/10, where cloud metadata services live), unique-local (fc00::/7), unspecified, carrier-grade
 * NAT, multicast, reserved and the IPv6 ranges that embed an IPv4 address (NAT64, 6to4, Teredo).
 * An IPv4-mapped IPv6 address (::ffff:10.0.0.1) is judged as the IPv4 address it maps.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false
  const parsed = ipaddr.process(address)
  if (parsed.kind() === 'ipv6') {
    const parts = (parsed as ipaddr.IPv6).parts
    // the deprecated IPv4-compatible form (::a.b.c.d) has no range of its own in ipaddr.js
    if (parts.slice(0, 6).every((part) => part === 0)) return false
  }
  return parsed.range() === 'unicast'
}
