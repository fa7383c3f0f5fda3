// The tableau games on the bounds-checked engine build: fewer games than the
// release run, enough to catch an access past the end of an array.
import { tableauDifferential } from "./helpers/tableau-differential.ts";

tableauDifferential("checked", 800);
