package markdown

import (
	"bytes"
	"encoding/json"
	"strconv"
	"strings"
)

// A document whose body is plain markdown needs no JSX module: its body is data, an element
// tree the theme turns into the same React elements through the same MDX components
// (client/mdxContent.js). Such a page is then no module of esbuild's, and its route is data
// the browser fetches (see routes.DataRoute).
//
// The tree is JSON. A node is a string (text) or an array [type, props, ...children]: type ""
// is a fragment, "_c.name" the MDX component of that name (the plain element when the
// components do not map it), "_i.name" the component the document imports as name (see
// Doc.Imports), any other type a plain element; props is an object or 0. A prop whose value is
// an element is {"$jsx": node}, one given as undefined (id={undefined}) {"$undefined": 0}.
//
// The tree is read from the JSX body the renderer wrote, so both say the same by
// construction. Only what the renderer writes for markdown is read: literals (JSX of the
// source may have single-quoted strings), the module's _dataN constants and elements.
// Anything else (an expression of the source, a JSX comment, text between tags) leaves the
// document a module.

// bodyTree is the tree of a module body (the JSX the renderer wrote), whose _dataN constants
// are data and which imports imports; ok is false when the body is more than data.
func bodyTree(body string, data []any, imports []Import) (json.RawMessage, bool) {
	t := &treeReader{src: body, data: data, imported: map[string]bool{}}
	for _, imp := range imports {
		t.imported[imp.Local] = true
	}
	t.out.Grow(len(body))
	if !t.element() {
		return nil, false
	}
	if t.skipSpace(); t.pos != len(t.src) {
		return nil, false
	}
	// A copy of its exact size: the tree stays until the bundle stage, one per page, and the
	// buffer may be twice as large as what it holds.
	return bytes.Clone(t.out.Bytes()), true
}

type treeReader struct {
	src      string
	pos      int
	data     []any
	imported map[string]bool
	out      bytes.Buffer
}

func (t *treeReader) peek(s string) bool {
	return len(t.src)-t.pos >= len(s) && t.src[t.pos:t.pos+len(s)] == s
}

func (t *treeReader) eat(s string) bool {
	if t.peek(s) {
		t.pos += len(s)
		return true
	}
	return false
}

func (t *treeReader) skipSpace() {
	for t.pos < len(t.src) && (t.src[t.pos] == ' ' || t.src[t.pos] == '\n' || t.src[t.pos] == '\t' || t.src[t.pos] == '\r') {
		t.pos++
	}
}

func isNameByte(c byte, first bool) bool {
	switch {
	case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c == '_', c == '$':
		return true
	case c >= '0' && c <= '9', c == '-', c == ':', c == '.':
		return !first
	}
	return false
}

// name reads a JSX name: an element's (_c.p, my-widget) or a prop's (aria-label, xlink:href).
func (t *treeReader) name() string {
	start := t.pos
	for t.pos < len(t.src) && isNameByte(t.src[t.pos], t.pos == start) {
		t.pos++
	}
	return t.src[start:t.pos]
}

// ident reads a JavaScript identifier: an object key, a constant.
func (t *treeReader) ident() string {
	start := t.pos
	for t.pos < len(t.src) && isNameByte(t.src[t.pos], t.pos == start) && !strings.ContainsRune("-:.", rune(t.src[t.pos])) {
		t.pos++
	}
	return t.src[start:t.pos]
}

// element reads <type props>children</type>, <type props />, or <>children</>.
func (t *treeReader) element() bool {
	if !t.eat("<") {
		return false
	}
	typ := t.name()
	t.out.WriteString("[")
	switch {
	case t.imported[typ] && (typ[0] < 'a' || typ[0] > 'z'): // <x> is the element x, as in JSX
		t.writeString("_i." + typ)
	case strings.ContainsAny(strings.TrimPrefix(typ, "_c."), ".:"):
		return false // a member of a binding (<Tabs.Item>), a namespaced name
	default:
		t.writeString(typ)
	}
	t.out.WriteString(",")
	if !t.props() {
		return false
	}
	if t.eat("/>") {
		t.out.WriteString("]")
		return true
	}
	if !t.eat(">") {
		return false
	}
	for {
		switch {
		case t.eat("</"):
			if t.name() != typ || !t.eat(">") {
				return false
			}
			t.out.WriteString("]")
			return true
		case t.peek("<"):
			t.out.WriteString(",")
			if !t.element() {
				return false
			}
		case t.eat("{"):
			// A child expression: the renderer writes text as string literals.
			t.skipSpace()
			if !t.peek(`"`) {
				return false
			}
			t.out.WriteString(",")
			if !t.value() {
				return false
			}
			if t.skipSpace(); !t.eat("}") {
				return false
			}
		default:
			return false // text between tags: JSX's own whitespace rules, not data
		}
	}
}

// props reads an element's attributes as a JSON object, or 0 when it has none.
func (t *treeReader) props() bool {
	n := 0
	for {
		t.skipSpace()
		if t.peek(">") || t.peek("/>") {
			break
		}
		if n == 0 {
			t.out.WriteString("{")
		} else {
			t.out.WriteString(",")
		}
		n++
		if t.eat("{...{") {
			// A prop of a name JSX cannot write, spread from an object of that one prop:
			// {...{"textalign:": ""}} (see jsxAttrs).
			if t.skipSpace(); !t.peek(`"`) {
				return false
			}
			key, ok := t.stringLit()
			if !ok {
				return false
			}
			t.out.WriteString(key + ":")
			if t.skipSpace(); !t.eat(":") || !t.value() {
				return false
			}
			if t.skipSpace(); !t.eat("}}") {
				return false
			}
			continue
		}
		name := t.name()
		if name == "" {
			return false
		}
		t.writeString(name)
		t.out.WriteString(":")
		switch {
		case t.eat(`="`), t.eat(`='`):
			quote, end := t.src[t.pos-1], t.pos
			for end < len(t.src) && t.src[end] != quote {
				if t.src[end] == '&' {
					return false // an entity JSX would decode
				}
				end++
			}
			if end == len(t.src) {
				return false
			}
			t.writeString(t.src[t.pos:end])
			t.pos = end + 1
		case t.eat("={"):
			t.skipSpace()
			if t.peek("<") {
				t.out.WriteString(`{"$jsx":`)
				if !t.element() {
					return false
				}
				t.out.WriteString("}")
			} else if t.undefined() {
				// A prop set to undefined (OpenAPI generators write id={undefined}): JSON
				// has no such value, so the tree marks it, and the prop is still given.
				t.out.WriteString(`{"$undefined":0}`)
			} else if !t.value() {
				return false
			}
			if t.skipSpace(); !t.eat("}") {
				return false
			}
		default:
			t.out.WriteString("true") // a bare attribute
		}
	}
	if n == 0 {
		t.out.WriteString("0")
	} else {
		t.out.WriteString("}")
	}
	return true
}

// value reads a literal the renderer writes (jslit's JSON, an object with plain keys, or a
// _dataN constant) and writes it as JSON.
func (t *treeReader) value() bool {
	t.skipSpace()
	if t.pos >= len(t.src) {
		return false
	}
	switch c := t.src[t.pos]; {
	case c == '"':
		s, ok := t.stringLit()
		if ok {
			t.out.WriteString(s)
		}
		return ok
	case c == '\'':
		end := strings.IndexByte(t.src[t.pos+1:], '\'')
		if end < 0 || strings.ContainsAny(t.src[t.pos+1:t.pos+1+end], "\\\n") {
			return false // escapes: JavaScript's, not JSON's
		}
		t.writeString(t.src[t.pos+1 : t.pos+1+end])
		t.pos += end + 2
		return true
	case c == '{':
		t.pos++
		t.out.WriteString("{")
		for i := 0; ; i++ {
			t.skipSpace()
			if t.eat("}") {
				t.out.WriteString("}")
				return true
			}
			if i > 0 {
				if !t.eat(",") {
					return false
				}
				t.skipSpace()
				t.out.WriteString(",")
			}
			switch {
			case t.eat(`["__proto__"]`): // jslit's own key, a plain key in JSON
				t.out.WriteString(`"__proto__"`)
			case t.peek(`"`):
				s, ok := t.stringLit()
				if !ok {
					return false
				}
				t.out.WriteString(s)
			default:
				name := t.ident()
				if name == "" {
					return false
				}
				t.writeString(name)
			}
			if t.skipSpace(); !t.eat(":") {
				return false
			}
			t.out.WriteString(":")
			if !t.value() {
				return false
			}
		}
	case c == '[':
		t.pos++
		t.out.WriteString("[")
		for i := 0; ; i++ {
			t.skipSpace()
			if t.eat("]") {
				t.out.WriteString("]")
				return true
			}
			if i > 0 {
				if !t.eat(",") {
					return false
				}
				t.out.WriteString(",")
			}
			if !t.value() {
				return false
			}
		}
	case c == '-' || (c >= '0' && c <= '9'):
		start := t.pos
		for t.pos < len(t.src) && bytes.IndexByte([]byte("+-.0123456789eE"), t.src[t.pos]) >= 0 {
			t.pos++
		}
		if !json.Valid([]byte(t.src[start:t.pos])) {
			return false
		}
		t.out.WriteString(t.src[start:t.pos])
		return true
	default:
		switch name := t.ident(); name {
		case "true", "false", "null":
			t.out.WriteString(name)
			return true
		default:
			i, err := strconv.Atoi(name[min(len(name), len("_data")):])
			if len(name) <= len("_data") || name[:len("_data")] != "_data" || err != nil || i < 0 || i >= len(t.data) {
				return false
			}
			b, err := json.Marshal(t.data[i])
			if err != nil {
				return false
			}
			t.out.Write(b)
			return true
		}
	}
}

// undefined reads the identifier undefined, alone as a prop's value.
func (t *treeReader) undefined() bool {
	start := t.pos
	if t.ident() == "undefined" {
		if t.skipSpace(); t.peek("}") {
			return true
		}
	}
	t.pos = start
	return false
}

// stringLit reads a JSON string literal as written (jslit writes JSON), checked.
func (t *treeReader) stringLit() (string, bool) {
	start := t.pos
	t.pos++
	for t.pos < len(t.src) {
		switch t.src[t.pos] {
		case '\\':
			t.pos += 2
			continue
		case '"':
			t.pos++
			s := t.src[start:t.pos]
			return s, json.Valid([]byte(s))
		}
		t.pos++
	}
	return "", false
}

func (t *treeReader) writeString(s string) {
	b, _ := json.Marshal(s)
	t.out.Write(b)
}
