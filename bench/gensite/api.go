package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"math/rand"
	"path"
	"strings"
)

// The API mode writes what an OpenAPI docs generator makes of a large spec: one .api.mdx page
// an operation, whose body is mostly JSX elements of the site's own components with the
// operation's parameters, request body and responses as literal object props, and an
// explicit sidebar of the operations by tag. Such pages are tens to hundreds of KB, a few of
// them megabytes, against a few KB for a written doc: what the site costs is parsing and
// rendering those props, not markdown.

// apiTags name the top-level folders (and sidebar categories) of the API reference.
var apiTags = []string{"claims", "members", "providers", "payers", "eligibility", "referrals",
	"schedules", "organizations", "permissions", "webhooks"}

// apiFolder names folder f (0-9) of a level of the API reference's tree: a tag at the top,
// groups below it.
func apiFolder(level, f int) string {
	if level == 0 {
		return apiTags[f]
	}
	return fmt.Sprintf("group-%02d", f)
}

// apiComponents are the site's theme components the pages import, written into src/theme so
// that @theme/… resolves to them as it would to a plugin's. They render their props plainly:
// the point is the size of what they are given.
var apiComponents = map[string]string{
	"src/theme/ApiExplorer/MethodEndpoint/index.js": `import React from 'react';

export default function MethodEndpoint({ method, path }) {
  return (
    <pre className="openapi__method-endpoint">
      <span className={'badge badge--' + method}>{method.toUpperCase()}</span> <span>{path}</span>
    </pre>
  );
}
`,
	"src/theme/SchemaItem/index.js": `import React from 'react';

// One property of a schema, its own properties (or its items') nested in a details element.
export default function SchemaItem({ name, schema, required }) {
  const props = schema.properties || (schema.items && schema.items.properties);
  const type = schema.type === 'array' ? (schema.items?.type || 'any') + '[]' : schema.type;
  const head = (
    <>
      <strong>{name}</strong> <code>{type}</code>
      {schema.format && <span> ({schema.format})</span>}
      {required && <span className="openapi-schema__required"> required</span>}
    </>
  );
  const about = (
    <>
      {schema.description && <p>{schema.description}</p>}
      {schema.enum && <p>Possible values: {schema.enum.map((v) => <code key={v}>{v} </code>)}</p>}
      {schema.example !== undefined && <p>Example: <code>{String(schema.example)}</code></p>}
    </>
  );
  if (!props) {
    return <li className="openapi-schema__item"><div>{head}</div>{about}</li>;
  }
  return (
    <li>
      <details className="openapi-schema__object">
        <summary>{head}</summary>
        {about}
        <SchemaProperties schema={schema.items && schema.items.properties ? schema.items : schema} />
      </details>
    </li>
  );
}

export function SchemaProperties({ schema }) {
  const required = schema.required || [];
  return (
    <ul>
      {Object.entries(schema.properties || {}).map(([k, v]) => (
        <SchemaItem key={k} name={k} schema={v} required={required.includes(k)} />
      ))}
    </ul>
  );
}
`,
	"src/theme/ParamsDetails/index.js": `import React from 'react';
import SchemaItem from '@theme/SchemaItem';

export default function ParamsDetails({ parameters }) {
  return ['path', 'query', 'header', 'cookie'].map((where) => {
    const ps = parameters.filter((p) => p.in === where);
    if (!ps.length) return null;
    return (
      <details key={where} className="openapi-params" open>
        <summary>{where.charAt(0).toUpperCase() + where.slice(1)} parameters</summary>
        <ul>
          {ps.map((p) => (
            <SchemaItem key={p.name} name={p.name} schema={{ ...p.schema, description: p.description }} required={p.required} />
          ))}
        </ul>
      </details>
    );
  });
}
`,
	"src/theme/RequestSchema/index.js": `import React from 'react';
import { SchemaProperties } from '@theme/SchemaItem';

export default function RequestSchema({ title, body }) {
  return Object.entries(body.content).map(([mime, { schema }]) => (
    <details key={mime} className="openapi-body" open>
      <summary>{title} <code>{mime}</code>{body.required && <span> required</span>}</summary>
      {body.description && <p>{body.description}</p>}
      <SchemaProperties schema={schema} />
    </details>
  ));
}
`,
	"src/theme/StatusCodes/index.js": `import React from 'react';
import { SchemaProperties } from '@theme/SchemaItem';

export default function StatusCodes({ responses }) {
  return Object.entries(responses).map(([code, r]) => (
    <details key={code} className={'openapi-response openapi-response--' + code[0]}>
      <summary><code>{code}</code> {r.description}</summary>
      {Object.entries(r.content || {}).map(([mime, { schema }]) => (
        <div key={mime}>
          <p>Schema of <code>{mime}</code></p>
          <SchemaProperties schema={schema} />
        </div>
      ))}
    </details>
  ));
}
`,
}

// apiSize is the bytes of props a page is meant to carry: one page in 200 of 1-3 MB, the
// others 20-200 KB, even on a log scale. The schemas' bytes are estimated as they are made,
// a little short: pages come out about a fifth larger (at 5,000 pages 25 KB-3.4 MB, median
// 80 KB).
func apiSize(r *rand.Rand) int {
	if r.Intn(200) == 0 {
		return 1<<20 + r.Intn(2<<20)
	}
	return int(20 * 1024 * math.Pow(10, r.Float64()))
}

// schemaGen makes JSON schemas of about a size in bytes.
type schemaGen struct{ r *rand.Rand }

func (g schemaGen) word() string { return words[g.r.Intn(len(words))] }

// object returns an object schema of about budget bytes, its properties nested depth levels
// at most.
func (g schemaGen) object(budget, depth int) map[string]any {
	props := map[string]any{}
	var required []string
	description := sentence(g.r, 5+g.r.Intn(10))
	budget -= 60 + len(description) // its keys and punctuation
	for budget > 0 {
		name := g.word() + strings.ToUpper(g.word()[:1]) + g.word()[1:]
		if _, ok := props[name]; ok {
			name += fmt.Sprint(len(props))
		}
		var s map[string]any
		switch k := g.r.Intn(10); {
		case depth > 0 && k < 2 && budget > 600:
			// A nested object takes a share of what is left, so that trees stay bushy.
			share := budget / (2 + g.r.Intn(3))
			s = g.object(share, depth-1)
			budget -= share
		case depth > 0 && k == 2 && budget > 600:
			share := budget / (3 + g.r.Intn(3))
			s = map[string]any{"type": "array", "items": g.object(share, depth-1), "description": sentence(g.r, 6+g.r.Intn(8))}
			budget -= share
		default:
			s = g.leaf()
			budget -= len(name) + len(jsx(s)) + 4
		}
		props[name] = s
		if g.r.Intn(3) == 0 {
			required = append(required, name)
			budget -= len(name) + 3
		}
	}
	o := map[string]any{"type": "object", "properties": props, "description": description}
	if required != nil {
		o["required"] = required
	}
	return o
}

func (g schemaGen) leaf() map[string]any {
	d := sentence(g.r, 6+g.r.Intn(20))
	switch g.r.Intn(5) {
	case 0:
		return map[string]any{"type": "integer", "format": "int64", "minimum": 0, "maximum": 1 + g.r.Intn(100000), "description": d, "example": g.r.Intn(1000)}
	case 1:
		return map[string]any{"type": "string", "enum": []string{g.word(), g.word() + "_" + g.word(), g.word()}, "description": d}
	case 2:
		return map[string]any{"type": "string", "format": "date-time", "description": d, "example": "2026-01-02T03:04:05Z"}
	case 3:
		return map[string]any{"type": "boolean", "description": d, "default": g.r.Intn(2) == 0}
	}
	return map[string]any{"type": "string", "description": d, "example": g.word() + "-" + g.word()}
}

// jsx is v as a JavaScript literal, the way generators write props: JSON on one line.
func jsx(v any) string {
	var b bytes.Buffer
	e := json.NewEncoder(&b)
	e.SetEscapeHTML(false)
	if err := e.Encode(v); err != nil {
		panic(err)
	}
	return strings.TrimSuffix(b.String(), "\n")
}

// base64ish is n characters that look like the compressed operation such generators keep in
// front matter.
func base64ish(r *rand.Rand, n int) string {
	const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
	b := make([]byte, n)
	for i := range b {
		b[i] = alphabet[r.Intn(len(alphabet))]
	}
	return "eJ" + string(b)
}

// apiOperation is one page of the reference: its file name and id, its sidebar label and
// class, and the page.
type apiOperation struct {
	id, label, class, body string
}

func apiPage(r *rand.Rand, i int, tag string) apiOperation {
	methods := []string{"get", "get", "get", "get", "post", "post", "put", "patch", "delete", "delete"}
	method := methods[r.Intn(len(methods))]
	noun, field := words[r.Intn(len(words))], words[r.Intn(len(words))]
	verb := map[string]string{"get": "Get", "post": "Create", "put": "Replace", "patch": "Update", "delete": "Delete"}[method]
	title := fmt.Sprintf("%s %s %s %d", verb, noun, field, i)
	id := strings.ToLower(strings.ReplaceAll(title, " ", "-"))
	route := fmt.Sprintf("/%s/{%sId}/%s/%s", tag, noun, field, id)
	size := apiSize(r)
	g := schemaGen{r}

	params := []map[string]any{{"name": noun + "Id", "in": "path", "required": true, "description": sentence(r, 8), "schema": map[string]any{"type": "string", "format": "uuid"}}}
	for range 1 + r.Intn(10) {
		in := []string{"query", "query", "header", "cookie"}[r.Intn(4)]
		params = append(params, map[string]any{"name": g.word() + fmt.Sprint(len(params)), "in": in, "required": r.Intn(4) == 0, "description": sentence(r, 6+r.Intn(16)), "schema": g.leaf()})
	}
	props := size - size/10 // the rest is the front matter's api string
	responses := map[string]any{}
	var request string
	if method == "post" || method == "put" || method == "patch" {
		body := map[string]any{"description": sentence(r, 10), "required": true,
			"content": map[string]any{"application/json": map[string]any{"schema": g.object(props*2/5, 4)}}}
		request = fmt.Sprintf("\n<RequestSchema\n  title={\"Body\"}\n  body={%s}\n>\n</RequestSchema>\n", jsx(body))
		props -= props * 2 / 5
	}
	responses["200"] = map[string]any{"description": sentence(r, 6), "content": map[string]any{"application/json": map[string]any{"schema": g.object(props*7/10, 4)}}}
	for _, code := range []string{"400", "404", "500"} {
		responses[code] = map[string]any{"description": sentence(r, 6), "content": map[string]any{"application/json": map[string]any{"schema": g.object(props/10, 2)}}}
	}

	var b strings.Builder
	fmt.Fprintf(&b, `---
id: %s
title: "%s"
description: "%s"
sidebar_label: "%s"
hide_title: true
hide_table_of_contents: true
api: %s
sidebar_class_name: "%s api-method"
custom_edit_url: null
---

import MethodEndpoint from "@theme/ApiExplorer/MethodEndpoint";
import ParamsDetails from "@theme/ParamsDetails";
import RequestSchema from "@theme/RequestSchema";
import StatusCodes from "@theme/StatusCodes";
import Heading from "@theme/Heading";

<Heading
  as={"h1"}
  className={"openapi__heading"}
  children={%s}
>
</Heading>

<MethodEndpoint
  method={"%s"}
  path={%s}
>
</MethodEndpoint>

%s

<Heading
  id={"request"}
  as={"h2"}
  className={"openapi-tabs__heading"}
  children={"Request"}
>
</Heading>

<ParamsDetails
  parameters={%s}
>
</ParamsDetails>
%s
<StatusCodes
  id={undefined}
  label={undefined}
  responses={%s}
>
</StatusCodes>
`, id, title, sentence(r, 10), title, base64ish(r, size/10), method, jsx(title), method, jsx(route),
		paragraph(r), jsx(params), request, jsx(responses))
	return apiOperation{id: id, label: title, class: method + " api-method", body: b.String()}
}

// sidebarCategory is a category of the explicit sidebar, its items in the order written.
type sidebarCategory struct {
	Type  string `json:"type"`
	Label string `json:"label"`
	Items []any  `json:"items"`
}

type sidebarDoc struct {
	Type      string `json:"type"`
	ID        string `json:"id"`
	Label     string `json:"label"`
	ClassName string `json:"className"`
}

// writeAPI writes the API reference's pages, its components and its sidebar of the
// operations by tag, categories nested as the folders are.
func writeAPI(r *rand.Rand, pages int, write func(name, body string)) {
	for name, body := range apiComponents {
		write(name, body)
	}
	root := &sidebarCategory{}
	for i := 0; i < pages; i++ {
		dirs := folders(i, pages, apiFolder)
		op := apiPage(r, i, dirs[0])
		dir := "api/" + strings.Join(dirs, "/")
		write(path.Join("docs", dir, op.id+".api.mdx"), op.body)
		c := root
		for _, d := range dirs {
			// Pages come in folder order: a folder's category, if there is one, is the last item.
			label := strings.ToUpper(d[:1]) + strings.ReplaceAll(d[1:], "-", " ")
			if n := len(c.Items); n == 0 || c.Items[n-1].(*sidebarCategory).Label != label {
				c.Items = append(c.Items, &sidebarCategory{Type: "category", Label: label})
			}
			c = c.Items[len(c.Items)-1].(*sidebarCategory)
		}
		c.Items = append(c.Items, sidebarDoc{Type: "doc", ID: dir + "/" + op.id, Label: op.label, ClassName: op.class})
	}
	items := append([]any{"index"}, root.Items...)
	write("sidebars.js", "module.exports = "+jsx(map[string]any{"apiSidebar": items})+";\n")
}
