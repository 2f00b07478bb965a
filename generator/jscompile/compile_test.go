package jscompile

import (
	"strings"
	"testing"

	"github.com/dop251/goja"
)

// Arrow functions see the enclosing function's `arguments` as in Node (the wanted values are
// Node's). With goja.Compile, all but the last two panic or read a wrong value.
func TestArrowsReadTheEnclosingArguments(t *testing.T) {
	for _, c := range []struct{ name, src, want string }{
		{"first read in an arrow", `function f(a, b, c) { return (() => arguments.length)(); } f(1, 2, 3)`, "3"},
		// react-spring's useSprings: a hook that counts its arguments inside useMemo's callback.
		{"counted in a callback", `function useThing(length, props, deps) {
			const fn = typeof props == 'function' && props;
			if (fn && !deps) deps = [];
			const memo = (make) => make();
			const ref = memo(() => fn || arguments.length == 3 ? 'ref' : undefined);
			function later() { return length; }
			return String(ref) + later();
		}
		useThing(1, {}, []) + ' ' + useThing(2, {})`, "ref1 undefined2"},
		{"read in the function after the arrow", `function f(a) { const g = () => arguments.length; return g() + ':' + arguments[0]; } f(1, 2)`, "2:1"},
		{"arrow in an arrow", `function f() { return (() => () => arguments[1])()(); } f(1, 2)`, "2"},
		{"arrow in a parameter default", `function f(a = () => arguments.length) { return a(); } f(undefined, 2, 3)`, "3"},
		{"a module wrapper's arguments", `(function (exports) { const n = () => arguments.length; return n(); })({}, 2)`, "2"},
		{"mapped to a parameter", `function f(a) { const g = () => arguments[0]; a = 5; return g(); } f(1)`, "5"},
		{"shorthand property", `function f() { return (() => ({arguments}))().arguments.length; } f(1, 2, 3)`, "3"},
		{"strict function keeps its directive", `function f() { 'use strict'; return (() => this === undefined && arguments.length)(); } f(1, 2)`, "2"},
		{"arrow keeps its inferred name", `function f() { const named = () => arguments.length; return named.name + named(); } f(1)`, "named1"},
		{"method", `({ m() { return (() => arguments.length)(); } }).m(1, 2, 3, 4)`, "4"},
		{"class method", `class A { m() { return (() => arguments.length)(); } } new A().m(1, 2)`, "2"},
		{"generator", `function* g() { yield (() => arguments.length)(); } g(1, 2).next().value`, "2"},
		{"computed class field key", `function f() { class A { [(() => 'n' + arguments.length)()] = 1; } return Object.keys(new A())[0]; } f(1, 2)`, "n2"},
		{"function inside an arrow has its own", `function f() { return (() => function () { return arguments.length; })()(7); } f(1, 2)`, "1"},
		// A function that declares its own `arguments` is left alone: reading it first would
		// be a read before its declaration.
		{"own let arguments", `function f() { const g = () => arguments; let arguments = 'own'; return g(); } f(1)`, "own"},
	} {
		t.Run(c.name, func(t *testing.T) {
			defer func() {
				if r := recover(); r != nil {
					t.Errorf("goja panicked: %v", r)
				}
			}()
			prg, err := Compile("case.js", c.src, false)
			if err != nil {
				t.Fatal(err)
			}
			v, err := goja.New().RunProgram(prg)
			if err != nil {
				t.Fatal(err)
			}
			if got := v.String(); got != c.want {
				t.Errorf("got %q, want %q", got, c.want)
			}
		})
	}
}

// Source that does not parse fails as with goja.Compile, naming the file and place.
func TestSyntaxErrorIsGojas(t *testing.T) {
	_, err := Compile("broken.js", "function (", false)
	_, want := goja.Compile("broken.js", "function (", false)
	if err == nil || want == nil || err.Error() != want.Error() || !strings.Contains(err.Error(), "broken.js") {
		t.Errorf("err = %v, want %v", err, want)
	}
}
