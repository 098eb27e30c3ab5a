import { EntitySchema } from '@mikro-orm/core';

/** Generated secrets and other values kept across restarts and shared by instances. */
export class Setting {
  key!: string;
  value!: string;
}

export const SettingSchema = new EntitySchema<Setting>({
  class: Setting,
  tableName: 'settings',
  properties: {
    key: { type: 'string', length: 64, primary: true },
    value: { type: 'text' },
  },
});
