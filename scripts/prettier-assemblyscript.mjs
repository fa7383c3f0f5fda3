// Prettier for the engine's AssemblyScript: TypeScript's grammar but for
// decorators on top-level functions (`@inline function`, `@external(...)
// declare function`), which TypeScript's parser refuses. They are hidden in
// a block comment before parsing and printed back as they were, so the rest
// is formatted exactly as TypeScript.

import typescript from "prettier/plugins/typescript";
import estree from "prettier/plugins/estree";

const TAG = "assemblyscript-decorator:";
/** A decorator at the start of a line, before a function declaration (on its line or the next). */
const TOP_LEVEL = /^(@\w+(?:\([^)]*\))?)(?=\s+(?:export\s+)?(?:declare\s+)?function\b)/gm;

const base = estree.printers.estree;

export default {
  parsers: {
    typescript: {
      ...typescript.parsers.typescript,
      astFormat: "assemblyscript-estree",
      preprocess: (text) => text.replace(TOP_LEVEL, (d) => `/*${TAG}${d}*/`),
    },
  },
  printers: {
    "assemblyscript-estree": {
      ...base,
      printComment(path, options) {
        const c = path.node;
        if (c.type === "Block" || c.type === "CommentBlock" || c.type === "MultiLine") {
          if (c.value.startsWith(TAG)) return c.value.slice(TAG.length);
        }
        return base.printComment(path, options);
      },
    },
  },
};
