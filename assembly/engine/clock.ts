// Wall-clock milliseconds from the host (performance.now()), for time budgets.
@external("env", "now")
export declare function now(): f64;
