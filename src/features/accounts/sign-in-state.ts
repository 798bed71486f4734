/** What the sign-in form shows after each post (with or without JavaScript, the server action returns it). */
export interface SignInState {
  step: "mobile" | "code";
  /** The number the code went to (E.164), carried in the form between the two steps. */
  phone: string | null;
  fieldError: { field: "mobile" | "code"; message: string } | null;
  formError: string | null;
  notice: string | null;
  redirect: string;
  back: string;
  kind: string;
  mobileValue: string;
}

export function initialSignInState(input: { redirect: string; back: string; kind: string }): SignInState {
  return { step: "mobile", phone: null, fieldError: null, formError: null, notice: null, mobileValue: "", ...input };
}
