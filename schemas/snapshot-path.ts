// Where the published snapshot is stored, without any schema code (the public site follows it).
export const SNAPSHOT_PATH = 'templates/data';
