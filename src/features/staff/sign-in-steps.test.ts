import { describe, expect, it } from "vitest";
import { secondFactorRefusal, signInError, stepPath } from "./sign-in-steps";
import { staffEmail, typedBackupCode, typedSixDigits } from "./staff-sign-in";

describe("the console's sign-in steps", () => {
  it("name only known errors, each with the field it is about", () => {
    expect(signInError("email")).toMatchObject({ field: "email" });
    expect(signInError("wrong-totp")).toMatchObject({ field: "totp" });
    expect(signInError("client-limited")).toMatchObject({ field: null });
    expect(signInError("<script>")).toBeNull();
    expect(signInError("toString")).toBeNull();
    expect(signInError(undefined)).toBeNull();
  });

  it("carry the address and the error in the step's query, encoded", () => {
    expect(stepPath("email")).toBe("/sign-in");
    expect(stepPath("code", { email: "a+b@dealer.example", error: "wrong-code" })).toBe(
      "/sign-in/code?email=a%2Bb%40dealer.example&error=wrong-code",
    );
  });

  it("take a work e-mail address in any case, and no text that is not one", () => {
    expect(staffEmail("  Olivia.Owner@HarbourGroup.example ")).toBe("olivia.owner@harbourgroup.example");
    expect(staffEmail("olivia")).toBeNull();
    expect(staffEmail("olivia@localhost")).toBeNull();
    expect(staffEmail("a b@dealer.example")).toBeNull();
    expect(staffEmail(`${"a".repeat(250)}@x.example`)).toBeNull();
    expect(staffEmail(42)).toBeNull();
  });

  it("take a six-digit code with spaces or dashes, and nothing else", () => {
    expect(typedSixDigits(" 123 456 ")).toBe("123456");
    expect(typedSixDigits("123-456")).toBe("123456");
    expect(typedSixDigits("12345")).toBeNull();
    expect(typedSixDigits("12345a")).toBeNull();
    expect(typedSixDigits(null)).toBeNull();
  });

  it("take a backup code as shown (two groups of five), its dash and spaces optional, its case kept", () => {
    expect(typedBackupCode("aB3dE-fG7hJ")).toBe("aB3dE-fG7hJ");
    expect(typedBackupCode(" aB3dE fG7hJ ")).toBe("aB3dE-fG7hJ");
    expect(typedBackupCode("aB3dEfG7hJ")).toBe("aB3dE-fG7hJ");
    expect(typedBackupCode("aB3dE-fG7h")).toBeNull();
    expect(typedBackupCode("aB3dE_fG7hJ")).toBeNull();
    expect(typedBackupCode("aB3-dEfG7hJ")).toBeNull();
    expect(typedBackupCode(undefined)).toBeNull();
    expect(signInError("wrong-backup-code")).toMatchObject({ field: "backupCode" });
  });

  it("send a refused second factor back to its field, or to the start when the pending sign-in has expired", () => {
    expect(secondFactorRefusal({ statusCode: 401, code: "INVALID_BACKUP_CODE" }, "wrong-backup-code")).toBe(
      "wrong-backup-code",
    );
    expect(secondFactorRefusal({ statusCode: 401, code: "INVALID_CODE" }, "wrong-totp")).toBe("wrong-totp");
    expect(secondFactorRefusal({ statusCode: 401, code: "INVALID_TWO_FACTOR_COOKIE" }, "wrong-totp")).toBe("expired");
    expect(secondFactorRefusal({ statusCode: 429, code: "ACCOUNT_TEMPORARILY_LOCKED" }, "wrong-totp")).toBe("locked");
    expect(secondFactorRefusal({ statusCode: 500 }, "wrong-backup-code")).toBeNull();
    expect(stepPath("backupCode", { error: "wrong-backup-code" })).toBe("/sign-in/backup-code?error=wrong-backup-code");
  });
});
