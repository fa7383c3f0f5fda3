/**
 * Bad input from a user (unknown game, bad seed range, malformed deal...).
 * The message says what is wrong and what is allowed; the CLI prints it as one
 * line and exits with code 2, the dashboard shows it beside the field.
 */
export class UserError extends Error {
  override readonly name = "UserError";
}
