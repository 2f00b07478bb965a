// The helper (see jsrt.NodeCalls.CallWith) that runs a content plugin instance's remark and
// rehype plugins in the Node process of its config, as Docusaurus's MDX loader runs them, on one
// markdown file: called with the instance's options and {key, file, text, mdx, skip}, where skip
// names the plugins gosaurus carries out itself ({remarkPlugins: [index]}). It answers null where
// the plugins changed nothing, else {text, toc}: the file's text to compile, and the text whose
// headings make the table of contents, null when it is text. Docusaurus's toc plugin runs
// between beforeDefaultRemarkPlugins and remarkPlugins, so the table of contents has the
// headings as the former left them. The top-level blocks the plugins left alone keep their
// text to the byte; the others are written back for gosaurus to compile: as markdown (MDX when
// mdx) by mdast-util-to-markdown with the parser's own extensions when the remark plugins
// changed them, as JSX (mdx) or HTML when the rehype plugins did.
async (options, arg, {state, require}) => {
  const {createRequire} = await import('node:module');
  const {pathToFileURL} = await import('node:url');

  // The packages are the site's, as Docusaurus's loader has them: found from the site, then
  // from @docusaurus/mdx-loader and the @mdx-js/mdx it uses.
  const requires = [require];
  for (const pkg of ['@docusaurus/mdx-loader', '@mdx-js/mdx']) {
    try {
      requires.push(createRequire(requires.at(-1).resolve(pkg)));
    } catch {}
  }
  const load = async (name) => {
    for (const r of requires.toReversed()) {
      let file;
      try {
        file = r.resolve(name);
      } catch {
        continue;
      }
      return import(pathToFileURL(file).href);
    }
    throw new Error(`running the remark plugins needs the package ${name}, which @docusaurus/mdx-loader installs; run npm install in the site`);
  };

  const processor = async () => {
    const {unified} = await load('unified');
    const p = unified().use((await load('remark-parse')).default);
    if (arg.mdx) {
      p.use((await load('remark-mdx')).default);
      p.use((await load('@slorber/remark-comment')).default);
    }
    p.use((await load('remark-directive')).default);
    p.use((await load('remark-gfm')).default);
    // Between the two lists, where Docusaurus's headings and toc plugins run, the tree of each
    // file is handed to the function tocPoint holds for it.
    const tocPoint = new WeakMap();
    const use = (processor, entry) => {
      const [plugin, ...params] = Array.isArray(entry) ? entry : [entry];
      processor.use(plugin, ...params);
    };
    for (const list of ['beforeDefaultRemarkPlugins', 'remarkPlugins']) {
      if (list === 'remarkPlugins') p.use(() => (tree) => tocPoint.get(tree)?.(tree));
      (options[list] ?? []).forEach((entry, i) => {
        if (!arg.skip[list]?.includes(i)) use(p, entry);
      });
    }
    const {toMarkdown} = await load('mdast-util-to-markdown');
    // Docusaurus runs beforeDefaultRehypePlugins then rehypePlugins (it has no rehype plugins of
    // its own between them) on the HAST @mdx-js/mdx makes with remark-rehype, the MDX nodes
    // passed through; for the md format it first parses the HTML in it again (rehype-raw).
    // toHast makes that HAST of a tree, site runs the plugins on it.
    const rehypePlugins = ['beforeDefaultRehypePlugins', 'rehypePlugins'].flatMap((list) => options[list] ?? []);
    if (rehypePlugins.length === 0) return {p, toMarkdown, tocPoint, rehype: null};
    const passThrough = ['mdxFlowExpression', 'mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxTextExpression', 'mdxjsEsm'];
    const toHast = unified().use((await load('remark-rehype')).default, {allowDangerousHtml: true, passThrough});
    if (!arg.mdx) toHast.use((await load('rehype-raw')).default, {passThrough});
    const site = unified();
    rehypePlugins.forEach((entry) => use(site, entry));
    return {p, toMarkdown, tocPoint, rehype: {toHast, site, ...(await load('property-information'))}};
  };
  state.remark ??= new Map();
  if (!state.remark.has(arg.key)) state.remark.set(arg.key, processor());
  const {p, toMarkdown, tocPoint, rehype} = await state.remark.get(arg.key);

  // Docusaurus compiles the text after the front matter.
  const head = /^---\r?\n(?:[\s\S]*?\r?\n)?---[ \t]*(?:\r?\n|$)/.exec(arg.text)?.[0] ?? '';
  const body = arg.text.slice(head.length);
  // As Docusaurus's loader does before parsing, a heading's {#id} is escaped: MDX would read
  // it as an expression. inserted are the offsets of the body where a backslash went in.
  const inserted = [];
  const value = body.replace(/^(#{1,6}[ \t].*?)(\{#[^{}\n]*\}[ \t]*)$/gm, (_, heading, id, offset) => {
    inserted.push(offset + heading.length);
    return `${heading}\\${id}`;
  });
  const escapedID = /^(#{1,6}[ \t].*?)\\(\{#[^{}\n]*\}[ \t]*)$/gm; // as written back
  const offset = (o) => o - inserted.filter((at, k) => at + k < o).length;
  const file = {path: arg.file, value};
  let tree;
  try {
    tree = p.parse(file);
  } catch {
    return null; // gosaurus's compiler reports what does not parse, with its line
  }
  // Docusaurus gives headings their ids after beforeDefaultRemarkPlugins, before
  // remarkPlugins: a heading the latter add has none and is in no table of contents. Written
  // as JSX (MDX only), it is so here.
  const headings = new Set();
  const walk = (node) => {
    if (node.type === 'heading') headings.add(node);
    node.children?.forEach(walk);
  };
  const withoutIDs = (node) => {
    if (node.type === 'heading' && arg.mdx && !headings.has(node)) {
      return {type: 'paragraph', children: [{type: 'mdxJsxTextElement', name: `h${node.depth}`, attributes: [], children: node.children}]};
    }
    return node.children ? {...node, children: node.children.map(withoutIDs)} : node;
  };
  const shape = (node) => JSON.stringify(node, (k, v) => (k === 'position' || k === 'data' ? undefined : v));
  const before = new Map(tree.children.map((node, i) => [node, {i, shape: shape(node), start: offset(node.position.start.offset), end: offset(node.position.end.offset)}]));
  const extensions = p.data('toMarkdownExtensions') ?? [];
  const markdown = (node) => toMarkdown({type: 'root', children: [node]}, {extensions}).replace(/\n+$/, '').replace(escapedID, '$1$2');
  // written is the text of the tree, null when it is the file's. rewritten gives top-level
  // blocks the text the rehype plugins made of them, null for those that went into another.
  const written = (rewritten = new Map()) => {
    const nodes = tree.children.filter((node) => rewritten.get(node) !== null);
    const kept = nodes.map((node) => {
      const b = before.get(node);
      return b && !rewritten.has(node) && b.shape === shape(node) ? b : null;
    });
    if (kept.length === before.size && kept.every((b, i) => b && b.i === i)) return null;
    let out = '';
    kept.forEach((b, j) => {
      const prev = kept[j - 1];
      if (j === 0) out += b?.i === 0 ? body.slice(0, b.start) : '';
      else out += b && prev && prev.i === b.i - 1 ? body.slice(prev.end, b.start) : '\n\n';
      out += b ? body.slice(b.start, b.end) : (rewritten.get(nodes[j]) ?? markdown(withoutIDs(nodes[j])));
    });
    const last = kept.at(-1);
    out += last && last.i === before.size - 1 ? body.slice(last.end) : '\n';
    return head + out;
  };
  // rehyped runs the rehype plugins on the HAST of the tree and gives the top-level blocks whose
  // HAST they changed the text of what they made (see written), compared with the HAST without
  // them; which HAST nodes a block made is known by their positions (see grouped).
  const rehyped = async () => {
    // One HAST, copied whole before the plugins change it in place (and what it shares with
    // the tree, a class list of an mdast node's data).
    const hast = await rehype.toHast.run(tree, file);
    const without = structuredClone(hast);
    const made = await rehype.site.run(hast, file);
    const plainAt = positioned(without);
    const madeAt = positioned(made);
    // refine is a block that holds others (an admonition, a list) as markdown again, the blocks
    // in it the plugins changed written as what they made; null when they changed the block's
    // own element or which blocks it holds, or a block whose HAST is not one node of its own
    // (the paragraph of a tight list's item). So KaTeX math in an admonition keeps the admonition.
    const refine = (block) => {
      const k = key(block);
      if (!k || !madeAt.has(k) || outline(madeAt.get(k)) !== outline(plainAt.get(k))) return null;
      const children = [];
      for (const child of block.children) {
        const is = key(child) && madeAt.get(key(child));
        const same = is && shape(plainAt.get(key(child))) === shape(is);
        const refined = !same && ((containers.has(child.type) && refine(child)) || inline(child));
        if (!same && !refined && (!is || block.type === 'list')) return null; // a list holds items alone
        children.push(same ? child : refined || {type: 'html', value: hastText(is, rehype.html)});
      }
      return {...block, children};
    };
    // inline is a paragraph or heading whose element the plugins kept as markdown again, the
    // inline nodes in it they changed written as what they made, so that the links and images
    // they left alone are gosaurus's to resolve; null for another block, or a paragraph whose
    // element they changed. A heading's own properties are left out: gosaurus gives it the id
    // Docusaurus gave it before they ran, which a plugin that gives headings ids (rehype-slug)
    // keeps.
    const inline = (block) => {
      const k = key(block);
      const was = k && plainAt.get(k);
      const is = k && madeAt.get(k);
      const heading = block.type === 'heading' && is?.tagName === `h${block.depth}` && (!arg.mdx || headings.has(block));
      const paragraph = block.type === 'paragraph' && is?.tagName === 'p' && shape({...was, children: []}) === shape({...is, children: []});
      if (!was || !(heading || paragraph)) return null;
      const before = grouped(block.children, was.children);
      const children = [...grouped(block.children, is.children).values()].flatMap(({head, nodes, hast}) => {
        if (shape(hast) === shape(before.get(head).hast)) return nodes;
        return hast.length > 0 ? [{type: 'html', value: hast.map((n) => hastText(n, rehype.html)).join('')}] : [];
      });
      // A paragraph line that starts and ends with a tag would be read as an HTML block or a
      // JSX element of its own, not a paragraph: its element is written whole.
      if (paragraph && children[0]?.type === 'html' && children.at(-1).type === 'html') return null;
      const again = {...block, children};
      if (heading) headings.add(again); // it has the heading's id (see withoutIDs)
      return again;
    };
    const rewritten = new Map();
    const plain = grouped(tree.children, without.children);
    for (const {head, nodes, hast} of grouped(tree.children, made.children).values()) {
      if (shape(hast) === shape(plain.get(head)?.hast)) continue;
      nodes.forEach((node) => rewritten.set(node, null));
      const one = nodes.length === 1 && hast.length === 1 && hast[0] === madeAt.get(key(head));
      const again = one && ((containers.has(head.type) && refine(head)) || inline(head));
      // Else JSX for MDX, HTML for md, on one line a node, so that no blank line ends an HTML block.
      if (again) rewritten.set(head, markdown(withoutIDs(again)));
      else if (hast.length > 0) rewritten.set(nodes[0], hast.map((n) => hastText(n, rehype.html)).join('\n\n'));
    }
    return rewritten;
  };
  const containers = new Set(['blockquote', 'containerDirective', 'list', 'listItem', 'mdxJsxFlowElement']);
  // grouped gives the HAST nodes hast (the children of an element, or of the root) to the mdast
  // nodes they were made of (nodes, the children of that element's mdast node), by position: a
  // Map from each mdast node with a position to {head: it, nodes: it and the nodes without a
  // position after it, hast: what was made of them}. A HAST node without a position (a
  // plugin's: rehype-katex's math) goes with the first mdast node between the ones of the HAST
  // nodes around it, which it took the place of, else with the one before it. Where the HAST
  // puts line ends between blocks, and the footnotes, which gosaurus writes itself, they are
  // left out.
  const grouped = (nodes, hast) => {
    const heads = nodes.filter((node) => node.position);
    const headOf = (offset) => heads.findLast((node) => node.position.start.offset <= offset) ?? heads[0];
    const out = new Map();
    const group = (head) => out.get(head) ?? out.set(head, {head, nodes: [], hast: []}).get(head);
    let at = heads[0];
    for (const node of nodes) {
      if (node.position) at = node;
      group(at).nodes.push(node);
    }
    const kept = hast.filter((node) => !(!node.position && node.type === 'text' && !node.value.trim()) && !node.properties?.dataFootnotes);
    const of = kept.map((node) => node.position && heads.indexOf(headOf(node.position.start.offset)));
    kept.forEach((node, i) => {
      let h = of[i];
      if (h === undefined) {
        const before = of.findLast((x, j) => j < i && x !== undefined) ?? -1;
        const after = of.find((x, j) => j > i && x !== undefined) ?? heads.length;
        h = after - before > 1 ? before + 1 : Math.max(before, 0);
      }
      group(heads[h]).hast.push(node);
    });
    return out;
  };
  // The HAST nodes that keep a position, by it (the outermost of those that share one, a code
  // block's pre): how a block inside another finds what it became.
  const key = (node) => node.position && `${node.position.start.offset}:${node.position.end.offset}`;
  const positioned = (root) => {
    const out = new Map();
    const visit = (node) => {
      const k = key(node);
      if (k && node.type !== 'text' && !out.has(k)) out.set(k, node);
      node.children?.forEach(visit);
    };
    visit(root);
    return out;
  };
  // outline is a node with its children known by their positions: which blocks it holds.
  const outline = (node) => node && shape({...node, children: node.children?.map((c) => key(c) ?? (c.type === 'text' && !c.value.trim() ? '' : c))});
  const voids = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
  const escape = (s, chars) => s.replace(chars, (c) => `&#${c.charCodeAt(0)};`);
  const hastText = (node, schema) => {
    switch (node.type) {
      case 'text':
        // In an md file, as character references, what markdown would read in HTML inline.
        return arg.mdx ? `{${JSON.stringify(node.value)}}` : escape(node.value, /[&<>\n*_`\\[\]~|]/g);
      case 'element': {
        const space = node.tagName === 'svg' ? rehype.svg : schema;
        const attributes = Object.entries(node.properties ?? {})
          .map(([key, value]) => attribute(space, key, value))
          .join('');
        const children = node.children.map((c) => hastText(c, space)).join('');
        if (arg.mdx && children === '') return `<${node.tagName}${attributes} />`;
        if (!arg.mdx && voids.has(node.tagName)) return `<${node.tagName}${attributes}>`;
        return `<${node.tagName}${attributes}>${children}</${node.tagName}>`;
      }
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        const name = node.name ?? '';
        const attributes = node.attributes
          .map((a) => {
            if (a.type === 'mdxJsxExpressionAttribute') return ` {${a.value}}`;
            if (a.value === null || a.value === undefined) return ` ${a.name}`;
            return ` ${a.name}={${typeof a.value === 'string' ? JSON.stringify(a.value) : a.value.value}}`;
          })
          .join('');
        return `<${name}${attributes}>${node.children.map((c) => hastText(c, schema)).join('')}</${name}>`;
      }
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        return `{${node.value}}`;
      case 'mdxjsEsm':
        return node.value;
      case 'raw': // a plugin's HTML, which only the md format renders
        return arg.mdx ? '' : node.value;
      default: // comments and doctypes render nothing
        return '';
    }
  };
  // attribute is a property of a HAST element as an HTML attribute, or as the prop React takes
  // (hast-util-to-jsx-runtime's names: className, htmlFor, strokeWidth, aria-label, data-x).
  const attribute = (space, key, value) => {
    if (value === null || value === undefined || Number.isNaN(value)) return '';
    const info = rehype.find(space, key);
    if (Array.isArray(value)) value = value.join(info.commaSeparated ? ', ' : ' ');
    if (!arg.mdx) {
      if (value === false) return '';
      return value === true ? ` ${info.attribute}` : ` ${info.attribute}="${escape(String(value), /[&"\n]/g)}"`;
    }
    if (info.property === 'style') return ` style={${JSON.stringify(styleObject(String(value)))}}`;
    return ` ${info.space ? (rehype.hastToReact[info.property] ?? info.property) : info.attribute}={${JSON.stringify(value)}}`;
  };
  // styleObject is CSS declarations as React's style object: camel-cased names (WebkitX, msX),
  // custom properties as written.
  const styleObject = (css) => {
    const out = {};
    for (const declaration of css.split(/;(?![^(]*\))/)) {
      const colon = declaration.indexOf(':');
      const name = declaration.slice(0, colon).trim();
      const value = declaration.slice(colon + 1).trim();
      if (colon < 0 || !name || !value) continue;
      const camel = name.toLowerCase().replace(/^-ms-/, 'ms-').replace(/-([a-z])/g, (_, c) => c.toUpperCase());
      out[name.startsWith('--') ? name : camel] = value;
    }
    return out;
  };
  walk(tree);
  let toc = null;
  tocPoint.set(tree, () => {
    walk(tree);
    toc = written();
  });
  await p.run(tree, file);
  const text = written(rehype ? await rehyped() : undefined);
  if (text === null && toc === null) return null;
  return {text: text ?? arg.text, toc: toc === text ? null : (toc ?? arg.text)};
}
