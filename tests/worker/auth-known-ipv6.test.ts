// An address where the account signed in before keeps its own log-in bucket; for IPv6 that is the /64,
// since a phone or router changes its privacy address within its /64 every day.
import { describe, expect, it } from "vitest";
import { api, makeUser, TEST_PASSWORD } from "./fixtures";
import { ipHeaders } from "./auth-helpers";

const logIn = (email: string, password: string, headers = ipHeaders()) =>
  api("/auth/log-in", { body: { email, password }, headers });

const from = (ip: string) => ({ "CF-Connecting-IP": ip });

/** A fresh documentation /64 per test ("2001:db8:<random>:<random>"), so buckets never leak between tests. */
const freshPrefix = () => {
  const b = crypto.getRandomValues(new Uint16Array(2));
  return `2001:db8:${b[0]!.toString(16)}:${b[1]!.toString(16)}`;
};

/** Thirty wrong log-ins from elsewhere: the account's shared bucket is spent. */
const flood = (email: string) => Promise.all(Array.from({ length: 30 }, () => logIn(email, "mala-clave")));

describe("log-in from a known IPv6 /64", () => {
  it("after a flood, the right password from a new privacy address in the usual /64 signs in", async () => {
    const user = await makeUser();
    const home = freshPrefix();
    expect((await logIn(user.email, TEST_PASSWORD, from(`${home}:a1b2:c3d4:e5f6:1`))).status).toBe(200);
    await flood(user.email);
    expect((await logIn(user.email, TEST_PASSWORD, from(`${home}:9f3e:4c21:77ab:d05e`))).status).toBe(200);
    // Another /64, even next door, is a new address: it waits out the window.
    const [a, b, c, d] = home.split(":");
    const nextDoor = `${a}:${b}:${c}:${(parseInt(d!, 16) ^ 1).toString(16)}`;
    expect((await logIn(user.email, TEST_PASSWORD, from(`${nextDoor}::5`))).status).toBe(429);
  });

  it("the stored address may be written with capitals and leading zeros; the /64 still matches", async () => {
    const user = await makeUser();
    const home = freshPrefix();
    const [, , c, d] = home.split(":");
    const written = `2001:0DB8:${c!.padStart(4, "0").toUpperCase()}:${d!.padStart(4, "0")}:0000:0000:0000:0001`;
    expect((await logIn(user.email, TEST_PASSWORD, from(written))).status).toBe(200);
    await flood(user.email);
    expect((await logIn(user.email, TEST_PASSWORD, from(`${home}::beef`))).status).toBe(200);
  });

  it("the known /64 has one bucket for all its addresses, limited like the others", async () => {
    const user = await makeUser();
    const home = freshPrefix();
    expect((await logIn(user.email, TEST_PASSWORD, from(`${home}::1`))).status).toBe(200);
    await flood(user.email);
    // Ten wrong tries, each from its own address in the /64: they count in the /64's bucket, not elsewhere.
    for (let i = 0; i < 10; i++) {
      expect((await logIn(user.email, "mala-clave", from(`${home}:${(i + 2).toString(16)}::1`))).status).toBe(401);
    }
    expect((await logIn(user.email, TEST_PASSWORD, from(`${home}:ff::1`))).status).toBe(429);
  });

  it("an IPv4 address stays known by itself, not by its neighbours", async () => {
    const user = await makeUser();
    const b = crypto.getRandomValues(new Uint8Array(2));
    const home = `10.${b[0]}.${b[1]}.7`;
    expect((await logIn(user.email, TEST_PASSWORD, from(home))).status).toBe(200);
    await flood(user.email);
    expect((await logIn(user.email, TEST_PASSWORD, from(`10.${b[0]}.${b[1]}.8`))).status).toBe(429);
    expect((await logIn(user.email, TEST_PASSWORD, from(home))).status).toBe(200);
  });
});
