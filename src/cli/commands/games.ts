// `solitaire-lab games`: every game, its presets, settings and strategies
// (with each strategy's own settings).

import { GAMES } from "../../games/catalogue.ts";
import { strategiesMarkdown } from "../../games/catalogue-markdown.ts";
import { UserError } from "../../core/errors.ts";
import { rulesRecord } from "../../games/rules-file.ts";
import { noRecordsLine, recordVocabulary } from "../../games/record-vocabulary.ts";
import { allowedText, requireGame, resolveSettings } from "../../games/settings.ts";
import { flag, one } from "../args.ts";
import { labCommand, type Opts } from "../command.ts";

export const gamesCommand = () =>
  labCommand(
    "games",
    "every game with its presets, settings and strategies",
    [
      { flags: "--json", help: "print the catalogue as JSON" },
      { flags: "--markdown", help: "print the games and their strategies as the docs' Markdown table" },
      { flags: "--rules <GAME>", help: "print a game's rules record (its preset and every setting) as JSON, for --rules FILE.json" },
      {
        flags: "--features <GAME>",
        help: "what a strategy record may name in GAME: the kinds of moves, their conditions and tie-breaks, the weighted features",
      },
      { flags: "--preset <P>", help: "with --rules: the preset", defaultText: "the game's default" },
      { flags: "--set <key=value>", help: "with --rules: change one setting (repeatable)", repeat: true, default: [], defaultText: "none" },
    ],
    games,
  );

function games(opts: Opts): number {
  const featuresOf = one(opts, "features");
  if (featuresOf !== undefined) {
    const game = requireGame(featuresOf);
    const v = recordVocabulary(game);
    if (!v) throw new UserError(noRecordsLine(game));
    const list = (xs: readonly string[]) => xs.join(", ");
    const weighted = Object.entries(v.features);
    const lines = [
      `strategy records for ${game.id} (docs/strategies.md)`,
      `moves: ${v.moves}`,
      `priority rules: from ${list(v.from)}; to ${list(v.to)}`,
      ...Object.entries(v.conditions).map(([k, w]) => `  ${k}: ${w}`),
      ...(v.cards ? ["  minCards, maxCards: how many cards the move carries"] : []),
      `  prefer: ${list(v.prefer)}`,
      `avoid: ${list(v.avoid)}`,
      `among: ${list(v.among)}${v.among.includes("bft-actions") ? " (bft-actions: with the stock's order seen, stockSeen=true)" : ""}`,
      `choose: ${list(v.choose)}`,
      `search: ${v.search ? "sampling, uct" : "none"}`,
      weighted.length ? "weighted features:" : 'weighted features: none (write a "priority" record)',
      ...weighted.map(([k, w]) => `  ${k}: ${w}`),
    ];
    if (flag(opts, "json")) process.stdout.write(`${JSON.stringify({ game: game.id, ...v })}\n`);
    else process.stdout.write(`${lines.join("\n")}\n`);
    return 0;
  }
  const rulesOf = one(opts, "rules");
  if (rulesOf !== undefined) {
    const game = requireGame(rulesOf);
    const { preset, settings } = resolveSettings(game, one(opts, "preset"), (opts.set as string[] | undefined) ?? []);
    process.stdout.write(`${JSON.stringify(rulesRecord(game, preset, settings), null, 2)}\n`);
    return 0;
  }
  if (flag(opts, "markdown")) {
    process.stdout.write(`${strategiesMarkdown()}\n`);
    return 0;
  }
  if (flag(opts, "json")) {
    const data = GAMES.map(({ dealSpec: _spec, engineId: _id, ...g }) => g);
    process.stdout.write(`${JSON.stringify(data, null, 2)}\n`);
    return 0;
  }
  const out: string[] = [];
  for (const g of GAMES) {
    out.push(`${g.id} — ${g.name}${g.solvitaire ? ` (Solvitaire's ${g.solvitaire})` : ""}`);
    out.push(`  ${g.summary}`);
    out.push(
      `  score: ${g.score.label} (${g.score.min}..${g.score.max}, ${g.score.better} is better); numberings: ${g.numberings.join(", ")}; deal files: ${g.dealFormats.join(", ")}`,
    );
    const presets = Object.entries(g.presets).map(
      ([name, s]) =>
        `${name}${
          Object.keys(s).length
            ? ` (${Object.entries(s)
                .map(([k, v]) => `${k}=${v}`)
                .join(" ")})`
            : ""
        }${g.solvitairePresets?.[name] ? ` (Solvitaire's ${g.solvitairePresets[name]})` : ""}`,
    );
    out.push(`  presets: ${presets.join(", ")}${presets.length > 1 ? `; default ${g.defaultPreset}` : ""}`);
    if (g.settings.length === 0) out.push("  settings: none");
    for (const s of g.settings) out.push(`  setting ${s.key}: ${s.description}; default ${s.default}; allowed: ${allowedText(s)}`);
    for (const s of g.strategies) {
      out.push(`  strategy ${s.id}${s.id === g.defaultStrategy ? " (default)" : ""}: ${s.description}`);
      for (const x of s.settings) out.push(`    its setting ${x.key}: ${x.description}; default ${x.default}; allowed: ${allowedText(x)}`);
    }
    out.push("");
  }
  process.stdout.write(out.join("\n"));
  return 0;
}
