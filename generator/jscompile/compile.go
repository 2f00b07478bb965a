// Package jscompile compiles JavaScript for goja, working around what goja's compiler gets
// wrong so that the code runs as it does in Node.
//
// goja mishandles `arguments` read inside an arrow function when that is the first reference
// to the enclosing function's arguments object that it compiles: it allocates the object in the
// enclosing function's stack frame but compiles the arrow's read as if the frame were the
// arrow's own, so the arrow reads another slot (a wrong value, a TypeError, or a Go panic).
// A reference compiled first, in the enclosing function itself, makes goja keep the object
// where the arrow finds it. Compile adds one, found by parsing, never by pattern matching.
package jscompile

import (
	"reflect"
	"slices"
	"strings"

	"github.com/dop251/goja"
	"github.com/dop251/goja/ast"
	"github.com/dop251/goja/file"
)

// Compile is goja.Compile (which parses, then compiles the tree) with the tree first changed
// so that every arrow function reads its enclosing function's `arguments` correctly.
func Compile(name, src string, strict bool) (*goja.Program, error) {
	prg, err := goja.Parse(name, src)
	if err != nil {
		return nil, err
	}
	referArgumentsFirst(prg)
	return goja.CompileAST(prg, strict)
}

// referArgumentsFirst finds the arrow functions that read an enclosing function's `arguments`
// and makes that function refer to `arguments` before any of them is compiled: a statement
// `arguments;` at the top of its body (after its directives), or, for an arrow in a parameter
// list, `(arguments, arrow)` in place of the outermost such arrow. Reading `arguments` has no
// effect, except in a function that declares its own `arguments` with let, const or class,
// where the read could come before the declaration: such a function is left as it is.
func referArgumentsFirst(prg *ast.Program) {
	f := finder{}
	f.walk(reflect.ValueOf(prg))
	for fn, at := range f.found {
		if f.declaresArguments[fn] {
			continue
		}
		for _, arrow := range at.inParams {
			*arrow = &ast.SequenceExpression{Sequence: []ast.Expression{argumentsRef(fn.Body.LeftBrace), *arrow}}
		}
		if at.inBody {
			body := fn.Body
			i := 0
			for i < len(body.List) && isDirective(body.List[i]) {
				i++
			}
			ref := &ast.ExpressionStatement{Expression: argumentsRef(body.LeftBrace)}
			body.List = append(body.List[:i], append([]ast.Statement{ref}, body.List[i:]...)...)
		}
	}
}

func argumentsRef(at file.Idx) *ast.Identifier { return &ast.Identifier{Name: "arguments", Idx: at} }

// isDirective says whether st is a string-literal statement such as "use strict", which must
// stay at the top of a function body to take effect.
func isDirective(st ast.Statement) bool {
	e, ok := st.(*ast.ExpressionStatement)
	if !ok {
		return false
	}
	_, ok = e.Expression.(*ast.StringLiteral)
	return ok
}

// found says where a function's arrows read its `arguments`.
type found struct {
	inBody   bool
	inParams []*ast.Expression // the outermost such arrows in its parameter list, to wrap
}

// finder walks a syntax tree by reflection, so that no kind of node is missed, tracking the
// innermost normal function (whose `arguments` an arrow sees) and the arrow it is in.
type finder struct {
	fn       *ast.FunctionLiteral // innermost enclosing normal function; nil at top level
	inParams bool                 // inside fn's parameter list
	inArrow  bool                 // inside an arrow function inside fn
	slot     *ast.Expression      // where the outermost of those arrows is held, if known

	found             map[*ast.FunctionLiteral]*found
	declaresArguments map[*ast.FunctionLiteral]bool
}

var (
	functionType  = reflect.TypeFor[*ast.FunctionLiteral]()
	arrowType     = reflect.TypeFor[*ast.ArrowFunctionLiteral]()
	fieldType     = reflect.TypeFor[*ast.FieldDefinition]()
	staticType    = reflect.TypeFor[*ast.ClassStaticBlock]()
	lexicalType   = reflect.TypeFor[*ast.LexicalDeclaration]()
	classDeclType = reflect.TypeFor[*ast.ClassDeclaration]()
	fileType      = reflect.TypeFor[*file.File]()
	identType     = reflect.TypeFor[ast.Identifier]()
	exprType      = reflect.TypeFor[ast.Expression]()
)

func (f *finder) walk(v reflect.Value) {
	switch v.Kind() {
	case reflect.Interface:
		if v.IsNil() {
			return
		}
		if v.Type() == exprType && v.Elem().Type() == arrowType && f.fn != nil && !f.inArrow && v.CanAddr() {
			f.slot = v.Addr().Interface().(*ast.Expression)
			f.walk(v.Elem())
			f.slot = nil
			return
		}
		f.walk(v.Elem())
	case reflect.Pointer:
		if v.IsNil() {
			return
		}
		switch v.Type() {
		case fileType:
			return
		case functionType:
			fn := v.Interface().(*ast.FunctionLiteral)
			if !mayReadArguments(fn.Source) {
				return
			}
			saved := *f
			f.fn, f.inArrow, f.slot = fn, false, nil
			f.inParams = true
			f.walk(reflect.ValueOf(fn.ParameterList))
			f.inParams = false
			f.walk(reflect.ValueOf(fn.Body))
			f.fn, f.inParams, f.inArrow, f.slot = saved.fn, saved.inParams, saved.inArrow, saved.slot
			return
		case arrowType:
			if !mayReadArguments(v.Interface().(*ast.ArrowFunctionLiteral).Source) {
				return
			}
			saved := f.inArrow
			f.inArrow = true
			f.walk(v.Elem())
			f.inArrow = saved
			return
		case fieldType:
			// A field's initializer and a static block have no `arguments` of their own nor see
			// the enclosing function's (goja, like Node, refuses the read); a computed key does.
			field := v.Interface().(*ast.FieldDefinition)
			f.walk(reflect.ValueOf(field).Elem().FieldByName("Key"))
			f.outsideFunctions(reflect.ValueOf(field).Elem().FieldByName("Initializer"))
			return
		case staticType:
			f.outsideFunctions(v.Elem())
			return
		case lexicalType:
			if f.fn != nil && declaresArguments(v.Interface().(*ast.LexicalDeclaration)) {
				f.markDeclares()
			}
		case classDeclType:
			if c := v.Interface().(*ast.ClassDeclaration).Class; f.fn != nil && c.Name != nil && c.Name.Name == "arguments" {
				f.markDeclares()
			}
		}
		f.walk(v.Elem())
	case reflect.Struct:
		if v.Type() == identType {
			if f.fn != nil && f.inArrow && v.Field(0).String() == "arguments" {
				f.mark()
			}
			return
		}
		t := v.Type()
		for i := 0; i < v.NumField(); i++ {
			if t.Field(i).IsExported() && holdsNodes(t.Field(i).Type) {
				f.walk(v.Field(i))
			}
		}
	case reflect.Slice:
		if !holdsNodes(v.Type().Elem()) {
			return
		}
		for i := 0; i < v.Len(); i++ {
			f.walk(v.Index(i))
		}
	}
}

// outsideFunctions walks v as code that sees no function's `arguments`.
func (f *finder) outsideFunctions(v reflect.Value) {
	saved := *f
	f.fn, f.inArrow, f.slot = nil, false, nil
	f.walk(v)
	f.fn, f.inParams, f.inArrow, f.slot = saved.fn, saved.inParams, saved.inArrow, saved.slot
}

// holdsNodes says whether a value of type t can be or contain a syntax tree node.
func holdsNodes(t reflect.Type) bool {
	switch t.Kind() {
	case reflect.Interface, reflect.Pointer, reflect.Slice, reflect.Struct:
		return true
	}
	return false
}

// mark records that the current arrow reads the current function's `arguments` (or its own,
// if it declares one: a needless reference then, which does no harm).
func (f *finder) mark() {
	if f.found == nil {
		f.found = map[*ast.FunctionLiteral]*found{}
	}
	at := f.found[f.fn]
	if at == nil {
		at = &found{}
		f.found[f.fn] = at
	}
	if !f.inParams {
		at.inBody = true
		return
	}
	if f.slot == nil {
		// Not held where an expression can replace it (goja's tree has no such place for an
		// arrow, but should it): the body at least, which is compiled after the parameters.
		at.inBody = true
		return
	}
	if !slices.Contains(at.inParams, f.slot) {
		at.inParams = append(at.inParams, f.slot)
	}
}

func (f *finder) markDeclares() {
	if f.declaresArguments == nil {
		f.declaresArguments = map[*ast.FunctionLiteral]bool{}
	}
	f.declaresArguments[f.fn] = true
}

func declaresArguments(d *ast.LexicalDeclaration) bool {
	for _, b := range d.List {
		if id, ok := b.Target.(*ast.Identifier); ok && id.Name == "arguments" {
			return true
		}
	}
	return false
}

// mayReadArguments says whether a function's source text can name `arguments`: it does not
// if neither the word nor a \u escape (which can spell an identifier) occurs in it.
func mayReadArguments(src string) bool {
	return strings.Contains(src, "arguments") || strings.Contains(src, `\u`)
}
