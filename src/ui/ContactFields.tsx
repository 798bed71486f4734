import { Field } from "./Field";

/**
 * Who the visitor is: their full name and e-mail, refilled from the last submit. The e-mail's hint says what it is
 * used for, which differs per form (a receipt, a confirmation).
 */
export function ContactFields(props: {
  value: (name: string, fallback?: string) => string;
  error: (name: string) => string | undefined;
  prefill: { name?: string; email?: string };
  emailHint: string;
}) {
  return (
    <>
      <Field
        name="name"
        label="Full name"
        autoComplete="name"
        defaultValue={props.value("name", props.prefill.name)}
        error={props.error("name")}
      />
      <Field
        name="email"
        label="E-mail"
        type="email"
        autoComplete="email"
        defaultValue={props.value("email", props.prefill.email)}
        error={props.error("email")}
        hint={props.emailHint}
      />
    </>
  );
}
