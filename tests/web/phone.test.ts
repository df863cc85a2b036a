// Phone input values (docs/client-rules.md): the 9 after +54 stored and hidden, normalisation,
// validity, and the country search.
import { normalizeArgentinePhone } from "@shared/phone";
import { describe, expect, it } from "vitest";
import { COUNTRIES, countryByCode, searchCountries } from "../../web/src/components/phone-input/countries";
import { fromStoredPhone, toStoredPhone, validPhone } from "../../web/src/components/phone-input/phone-value";

const AR = countryByCode("AR");

describe("Argentina: 9 inserted after +54 in the stored value, removed for display", () => {
  it("stores +549 and the typed digits", () => {
    expect(toStoredPhone(AR, "11 2345-6789")).toBe("+5491123456789");
  });
  it("shows the number without the 9", () => {
    expect(fromStoredPhone("+5491123456789")).toEqual({ country: AR, national: "1123456789" });
  });
  it("round-trips", () => {
    const stored = toStoredPhone(AR, "3514567890");
    expect(fromStoredPhone(stored).national).toBe("3514567890");
    expect(stored).toBe("+5493514567890");
  });
  it("shows a +54 number without 9 the same way and stores it with the 9", () => {
    const parts = fromStoredPhone("+541123456789");
    expect(parts.national).toBe("1123456789");
    expect(toStoredPhone(parts.country, parts.national)).toBe("+5491123456789");
  });
  it("an empty number stores nothing", () => {
    expect(toStoredPhone(AR, "")).toBe("");
    expect(fromStoredPhone("")).toEqual({ country: AR, national: "" });
  });
});

describe("Argentine phone normalisation", () => {
  it.each([
    ["+54 9 11 2345-6789", "+5491123456789"],
    ["+54 11 2345 6789", "+5491123456789"],
    ["11-2345-6789", "+5491123456789"],
    ["(351) 456-7890", "+5493514567890"],
  ])("%s → %s", (input, expected) => {
    expect(normalizeArgentinePhone(input)).toBe(expected);
    expect(validPhone(input)).toBe(expected);
  });
  it.each(["", "123", "+54 9 11"])("%s is invalid", (input) => {
    expect(validPhone(input)).toBeNull();
  });
  it("needs at least 13 characters", () => {
    expect(validPhone(toStoredPhone(AR, "12345678"))).toBeNull(); // +54912345678: 12
    expect(validPhone(toStoredPhone(AR, "123456789"))).toBe("+549123456789"); // 13
  });
});

describe("other countries", () => {
  it("keeps the dial code and digits", () => {
    const uy = countryByCode("UY");
    expect(toStoredPhone(uy, "99 123 456")).toBe("+59899123456");
    expect(fromStoredPhone("+59899123456")).toEqual({ country: uy, national: "99123456" });
    expect(validPhone("+59899123456")).toBe("+59899123456");
  });
  it("tells US and Canada apart by the chosen country (both +1)", () => {
    expect(fromStoredPhone("+14165550123", countryByCode("CA")).country.code).toBe("CA");
    expect(fromStoredPhone("+14165550123").country.code).toBe("US");
  });
});

describe("country list and search", () => {
  it("has the 27 countries with Argentina first", () => {
    expect(COUNTRIES).toHaveLength(27);
    expect(COUNTRIES[0]).toMatchObject({ code: "AR", dial: "+54" });
    expect(COUNTRIES.filter((c) => c.dial === "+1").map((c) => c.code)).toEqual(["US", "CA"]);
  });
  it("searches by name, accent-insensitive, in either language", () => {
    expect(searchCountries("peru").map((c) => c.code)).toEqual(["PE"]);
    expect(searchCountries("Japón").map((c) => c.code)).toEqual(["JP"]);
    expect(searchCountries("germany").map((c) => c.code)).toEqual(["DE"]);
  });
  it("searches by dial code with or without +", () => {
    expect(searchCountries("+598").map((c) => c.code)).toEqual(["UY"]);
    expect(searchCountries("1").map((c) => c.code)).toEqual(["US", "CA"]);
  });
  it("finds nothing for an unknown name", () => {
    expect(searchCountries("Atlantis")).toEqual([]);
  });
});
