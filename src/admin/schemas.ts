/**
 * The schemas the editor's forms are derived from: every data file of src/content, by name. The
 * one place the editor imports the content schemas from (the same ones the loader and the build use).
 */
import { CONTENT_FILES } from '../content/reader';
import { vehiclesFileSchema } from '../content/vehicles';

/** Every data file the owner edits (src/content/<name>.yaml), with its schema. */
export const EDITABLE_FILES = { ...CONTENT_FILES, vehicles: vehiclesFileSchema } as const;

/** The name of a data file (src/content/<name>.yaml). */
export type EditableFile = keyof typeof EDITABLE_FILES;
