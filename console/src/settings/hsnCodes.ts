import type { StoreSettings } from '@petshop/contract';

/** The HSN codes as the form edits them: a list of rows, which the API keeps as a map from category to code. */
export type HsnRow = { category: string; code: string };
export type SettingsForm = StoreSettings & { hsnCodeList: HsnRow[] };

export const toForm = (settings: StoreSettings): SettingsForm => ({
  ...settings,
  hsnCodeList: Object.entries(settings.hsnCodes ?? {}).map(([category, code]) => ({ category, code })),
});

export const fromForm = ({ hsnCodeList, ...settings }: SettingsForm): StoreSettings => ({
  ...settings,
  hsnCodes: Object.fromEntries((hsnCodeList ?? []).map(({ category, code }) => [category.trim(), code.trim()])),
});
