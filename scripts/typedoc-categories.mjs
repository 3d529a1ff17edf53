// TypeDoc plugin: names the entries as they are imported (`specmgr/node`) and
// groups every export of an entry by concept (Documents,
// Document types, Diagnostics, …) from the folder it is declared in, so the
// navigation is short lists by topic instead of one flat list, and exports
// added later land in their topic without a tag. An explicit `@category` tag
// in a comment wins. Loaded through typedoc.json "plugin".
import { Comment, CommentTag, Converter, ReflectionKind } from 'typedoc';

// [entry module, path below src/, category]; the first match wins.
const RULES = [
  ['specmgr/outline', /^format\/document-type\.ts$/, 'Document types'],
  ['specmgr/outline', /^format\/outline\/sections\.ts$|^format\/outline\/updates\.ts$/, 'Sections'],
  ['specmgr/outline', /^format\/outline\/fields\.ts$/, 'Fields'],
  ['specmgr/outline', /^format\/outline\/(heading|paths)\.ts$/, 'Headings'],
  ['specmgr/outline', /^format\/outline\/values\.ts$/, 'Value rules'],
  ['specmgr/outline', /^format\/outline\//, 'Outline model'],
  ['specmgr/outline', /^i18n\//, 'Languages'],
  ['*', /^board\//, 'Board'],
  ['*', /^i18n\//, 'Languages'],
  ['*', /^messages\//, 'Messages'],
  ['*', /^errors\/|^format\/frontmatter\/edit\.ts$/, 'Errors'],
  ['*', /^diagnostics\/|^repository\/references\/link-catalogue\.ts$/, 'Diagnostics'],
  ['*', /^repository\/storage\/|^repository\/layout\.ts$|^format\/frontmatter\/timestamp\.ts$/, 'Storage'],
  ['*', /^repository\//, 'Repository'],
  ['*', /^domains\/|^format\/document-type\.ts$|^format\/frontmatter\/|^format\/outline\//, 'Document types'],
  ['*', /^api\/|^format\/|^text\//, 'Documents'],
  ['*', /^check\//, 'Checks'],
  ['*', /^testing\//, 'Testing'],
  ['*', /^mcp\//, 'MCP'],
  ['*', /^cli\//, 'CLI'],
];

/**
 * The category of a declaration.
 *
 * @param {string} module - the entry module's name, e.g. `specmgr/outline`
 * @param {string} file - the declaring file, relative to src/
 * @returns {string | undefined} the category, or undefined for a file no rule names
 */
export function categoryOf(module, file) {
  return RULES.find(([entry, path]) => (entry === '*' || entry === module) && path.test(file))?.[2];
}

/** @param {import('typedoc').Application} app */
export function load(app) {
  const declaredIn = new Map();
  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context, reflection) => {
    // Entries are named as a user imports them: `specmgr`, `specmgr/node`, … (TypeDoc names them after the file).
    if (reflection.kindOf(ReflectionKind.Module) && reflection.parent?.kindOf(ReflectionKind.Project)) {
      reflection.name = reflection.name === 'index' ? 'specmgr' : `specmgr/${reflection.name}`;
      return;
    }
    if (!reflection.parent?.kindOf(ReflectionKind.Module)) return;
    const file = context.getSymbolFromReflection(reflection)?.declarations?.[0]?.getSourceFile().fileName;
    if (file !== undefined) declaredIn.set(reflection, file.replace(/\\/g, '/'));
  });
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, () => {
    for (const [reflection, own] of declaredIn) {
      // A name exported by two entries is a reference in the second: it takes its target's topic.
      const target = reflection.kindOf(ReflectionKind.Reference) ? reflection.getTargetReflectionDeep() : reflection;
      const path = declaredIn.get(target) ?? own;
      const comments = [reflection.comment, ...(reflection.signatures ?? []).map((signature) => signature.comment)];
      if (comments.some((comment) => comment?.getTag('@category') !== undefined)) continue;
      const file = path.slice(path.lastIndexOf('/src/') + '/src/'.length);
      const category = categoryOf(reflection.parent.name, file);
      if (category === undefined) {
        app.logger.warn(`typedoc-categories: no category for ${reflection.parent.name} ${reflection.name} (src/${file}); add a rule or an @category tag`);
        continue;
      }
      reflection.comment ??= new Comment();
      reflection.comment.blockTags.push(new CommentTag('@category', [{ kind: 'text', text: category }]));
    }
    declaredIn.clear();
  });
}
