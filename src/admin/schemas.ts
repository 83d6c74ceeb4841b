/**
 * The schemas the editor's forms are derived from: every data file of src/content, by name, as
 * src/schemas/index.ts lists them for the loader and the build (one list, not a copy).
 */
import { FILE_SCHEMAS } from '#schemas/index.ts';

/** Every data file the owner edits (src/content/<name>.yaml), with its schema. */
export const EDITABLE_FILES = FILE_SCHEMAS;

/** The name of a data file (src/content/<name>.yaml). */
export type EditableFile = keyof typeof EDITABLE_FILES;
