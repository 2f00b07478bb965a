package markdown

import "strings"

// Import is a binding an import statement of a document declares: Local names, in the
// document, the export Name ("default" for a default import) of the module Source (as written).
// Line is the statement's line in the document and Text that line, for messages.
type Import struct {
	Local, Source, Name string
	Line                int
	Text                string
}

// plainImports reads the ESM of a document whose statements are all imports of bindings
// (`import X from 'm'`, `import {A, B as C} from 'm'`, `import X, {A} from 'm'`). Anything else
// (an export, a namespace or side-effect import, a comment, `import type`) gives false: the
// document needs its module, and what it declares may be more than components.
// esmLines holds the source line of each line of esm.
func plainImports(esm []string, esmLines []int) ([]Import, bool) {
	s := &importScanner{src: strings.Join(esm, "\n")}
	var out []Import
	for s.space(); s.pos < len(s.src); s.space() {
		i := strings.Count(s.src[:s.pos], "\n")
		imports, ok := s.statement()
		if !ok {
			return nil, false
		}
		for k := range imports {
			imports[k].Text = strings.TrimRight(esm[i], "\r\n")
			if i < len(esmLines) {
				imports[k].Line = esmLines[i]
			}
		}
		out = append(out, imports...)
	}
	return out, true
}

type importScanner struct {
	src string
	pos int
}

func (s *importScanner) space() {
	for s.pos < len(s.src) && strings.IndexByte(" \t\r\n", s.src[s.pos]) >= 0 {
		s.pos++
	}
}

func (s *importScanner) eat(tok string) bool {
	s.space()
	if strings.HasPrefix(s.src[s.pos:], tok) {
		s.pos += len(tok)
		return true
	}
	return false
}

func (s *importScanner) ident() string {
	s.space()
	start := s.pos
	for s.pos < len(s.src) && isNameByte(s.src[s.pos], s.pos == start) && !strings.ContainsRune("-:.", rune(s.src[s.pos])) {
		s.pos++
	}
	return s.src[start:s.pos]
}

// statement reads one import statement.
func (s *importScanner) statement() ([]Import, bool) {
	if s.ident() != "import" {
		return nil, false
	}
	var out []Import
	braces := s.eat("{")
	if !braces {
		local := s.ident()
		if local == "" || local == "type" {
			return nil, false
		}
		out = append(out, Import{Local: local, Name: "default"})
		if braces = s.eat(","); braces && !s.eat("{") {
			return nil, false
		}
	}
	if braces {
		named, ok := s.named()
		if !ok {
			return nil, false
		}
		out = append(out, named...)
	}
	if s.ident() != "from" {
		return nil, false
	}
	source, ok := s.quoted()
	if !ok {
		return nil, false
	}
	s.eat(";")
	for i := range out {
		out[i].Source = source
	}
	return out, true
}

// named reads the bindings between an import's braces, after the opening one.
func (s *importScanner) named() ([]Import, bool) {
	var out []Import
	for !s.eat("}") {
		name := s.ident()
		if name == "" || name == "type" {
			return nil, false
		}
		local := name
		if at := s.pos; s.ident() == "as" {
			if local = s.ident(); local == "" {
				return nil, false
			}
		} else {
			s.pos = at
		}
		out = append(out, Import{Local: local, Name: name})
		if !s.eat(",") {
			if !s.eat("}") {
				return nil, false
			}
			break
		}
	}
	return out, true
}

// quoted reads a module specifier in quotes, without escapes.
func (s *importScanner) quoted() (string, bool) {
	s.space()
	if s.pos >= len(s.src) || (s.src[s.pos] != '\'' && s.src[s.pos] != '"') {
		return "", false
	}
	q := s.src[s.pos]
	end := strings.IndexByte(s.src[s.pos+1:], q)
	if end <= 0 {
		return "", false
	}
	spec := s.src[s.pos+1 : s.pos+1+end]
	if strings.ContainsAny(spec, "\\\n") {
		return "", false
	}
	s.pos += end + 2
	return spec, true
}
