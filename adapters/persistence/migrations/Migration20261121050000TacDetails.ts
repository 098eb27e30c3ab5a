import { SchemaMigration } from './schema-migration';

/**
 * What a GSMA-style TAC export says beyond brand and model: device type, radio interface, band
 * text and allocation date, kept so an import can tell a changed row from an unchanged one and so
 * support staff can trace an identification back to the exported row.
 */
export class Migration20261121050000TacDetails extends SchemaMigration {
  override up(): void {
    this.schema((s) =>
      s.alterTable('tac_entries', (t) => {
        t.string('device_type', 60).nullable();
        t.string('radio_interface', 200).nullable();
        t.text('bands').nullable();
        t.string('allocated_on', 20).nullable();
      }),
    );
  }

  override down(): void {
    this.schema((s) =>
      s.alterTable('tac_entries', (t) => {
        t.dropColumn('device_type');
        t.dropColumn('radio_interface');
        t.dropColumn('bands');
        t.dropColumn('allocated_on');
      }),
    );
  }
}
