// Per-address rules count an IPv6 client by its /64: one client may use any address in it.
import { describe, expect, it } from "vitest";
import { clientNetwork } from "~/domain/client-network";

describe("clientNetwork", () => {
  it("keeps IPv4 addresses (also IPv4-mapped IPv6) as they are", () => {
    expect(clientNetwork("203.0.113.7")).toBe("203.0.113.7");
    expect(clientNetwork("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientNetwork("unknown")).toBe("unknown");
  });

  it("counts every address of an IPv6 /64 as one client", () => {
    const network = clientNetwork("2001:db8:aa:1::5");
    expect(network).toBe("2001:db8:aa:1::/64");
    expect(clientNetwork("2001:0db8:00aa:0001:ffff:1:2:3")).toBe(network);
    expect(clientNetwork("2001:DB8:AA:1:0:0:0:9")).toBe(network);
    expect(clientNetwork("2001:db8:aa:2::5")).not.toBe(network);
    expect(clientNetwork("::1")).toBe("0:0:0:0::/64");
    expect(clientNetwork("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });

  it("is idempotent, so an already counted network is kept", () => {
    expect(clientNetwork(clientNetwork("2001:db8:aa:1::5"))).toBe("2001:db8:aa:1::/64");
  });
});
