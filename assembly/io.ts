// The engine's I/O areas: bulk data between the host and the engine (deals,
// moves, observations, a batch's results), at the addresses the *Ptr()
// functions give.

export const IO = new StaticArray<u8>(1 << 16);
export const MOVE_IO = new StaticArray<i32>(1 << 15);
export const OBS = new StaticArray<u8>(1024);
export const BATCH_MAX: i32 = 4096;
export const RES_RESULT = new StaticArray<u8>(BATCH_MAX);
export const RES_SCORE = new StaticArray<i32>(BATCH_MAX);
export const RES_MOVES = new StaticArray<i32>(BATCH_MAX);
export const RES_NODES = new StaticArray<f64>(BATCH_MAX);
export const RES_MS = new StaticArray<f64>(BATCH_MAX);
export const RES_BOUND = new StaticArray<i32>(BATCH_MAX);
export const RES_PROVEN = new StaticArray<u8>(BATCH_MAX);

export function ioPtr(): usize {
  return changetype<usize>(IO);
}
export function movePtr(): usize {
  return changetype<usize>(MOVE_IO);
}
export function batchMax(): i32 {
  return BATCH_MAX;
}
export function resultPtr(): usize {
  return changetype<usize>(RES_RESULT);
}
export function scorePtr(): usize {
  return changetype<usize>(RES_SCORE);
}
export function movesCountPtr(): usize {
  return changetype<usize>(RES_MOVES);
}
export function nodesPtr(): usize {
  return changetype<usize>(RES_NODES);
}
export function msPtr(): usize {
  return changetype<usize>(RES_MS);
}
export function boundPtr(): usize {
  return changetype<usize>(RES_BOUND);
}
export function provenPtr(): usize {
  return changetype<usize>(RES_PROVEN);
}
