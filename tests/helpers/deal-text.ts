// What the deal-text tests share: cards by name, and the one-line message a
// bad deal gets.
import { expect } from "vitest";
import { cardText, parseCard, type Card } from "../../src/core/cards.ts";
import { UserError } from "../../src/core/errors.ts";

export const card = (text: string): Card => parseCard(text)!;
export const texts = (cards: Card[]) => cards.map(cardText);

/** The UserError message `fn` throws (fails the test if it throws anything else). */
export function errorOf(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(UserError);
    expect((e as Error).message).not.toMatch(/\n/);
    return (e as Error).message;
  }
  throw new Error("expected a UserError, but nothing was thrown");
}
