/** Injection tokens of the messaging ports, whose adapter is chosen by configuration. */
export const MAILER = Symbol('MAILER');
export const SMS_SENDER = Symbol('SMS_SENDER');
