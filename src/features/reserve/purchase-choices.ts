/**
 * The online purchase's answers, in a file of their own: the form's radio buttons read them in the browser,
 * which must not pull in the validation library with them.
 */
export const PAYMENT_CHOICES = ["Cash", "Finance"] as const;
export const TRADE_IN_CHOICES = ["No trade-in", "I have a trade-in"] as const;
