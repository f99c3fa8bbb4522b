// The unit every per-address rule counts by (rate limits, visitor sessions, views): an IPv4
// address as it is, an IPv6 address as its /64 network. One household, phone or server holds a
// whole /64 and may use any address in it, so counting single IPv6 addresses would give one
// client 2^64 fresh budgets.

export function clientNetwork(ip: string): string {
  const address = ip.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  if (!address.includes(":") || address.endsWith("::/64")) return address;
  const [head, tail = ""] = address.toLowerCase().split("%")[0].split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = address.includes("::") ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
