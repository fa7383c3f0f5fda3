// A game's or a strategy's setting values, by key: what users set and records keep.

export type SettingValue = number | string | boolean;
export type Settings = Record<string, SettingValue>;
