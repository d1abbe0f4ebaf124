/** A path in a shell line that PostgreSQL fills in: single-quoted for sh, `%` doubled for PostgreSQL. */
const shellPath = (path: string) => `'${path.replaceAll("'", `'\\''`)}'`.replaceAll('%', '%%');

/**
 * archive_command storing each WAL file as `<name>.gz` in `walDir`: gzip (an Essential Debian package, in the image)
 * because basic_archive cannot compress and this PostgreSQL build has no zstd or lz4. As basic_archive does, it
 * writes a temporary file, fsyncs it, renames it and fsyncs the folder; a file already there, compressed or stored
 * whole as before, is success when it holds the same WAL (a retry after a crash) and a refusal when it differs.
 * That file and its folder are fsynced before the success too: a crash may have come before their own fsync.
 */
export function archiveCommand(walDir: string): string {
  return [
    `d=${shellPath(walDir)}; f="$d/%f.gz"; t="$d/%f.gz.tmp"`,
    `if [ -f "$f" ]; then gzip -dc "$f" | cmp -s - %p && sync "$f" && sync "$d"`,
    `elif [ -f "$d/%f" ]; then cmp -s "$d/%f" %p && sync "$d/%f" && sync "$d"`,
    `else gzip -1 -c %p > "$t" && sync "$t" && mv "$t" "$f" && sync "$d"; fi`,
  ].join('; ');
}

/**
 * restore_command reading `<name>.gz` or, from an archive made before WAL was compressed, `<name>`. A file that
 * is missing ends the replay, as PostgreSQL expects; one that is there (any kind of file) but cannot be unpacked or
 * read stops it with an error (an exit status above 125 is fatal to recovery), rather than ending it early as if
 * the archive ended there.
 */
export function restoreCommand(walDir: string): string {
  return [
    `d=${shellPath(walDir)}`,
    `if [ -e "$d/%f.gz" ]; then gzip -dc "$d/%f.gz" > %p || exit 200`,
    `elif [ -e "$d/%f" ]; then cp "$d/%f" %p || exit 200`,
    `else exit 1; fi`,
  ].join('; ');
}
