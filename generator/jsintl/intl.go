// Package jsintl gives a goja runtime the ECMA-402 `Intl` object that React components call
// while the server renders a page: NumberFormat, DateTimeFormat, PluralRules, Collator,
// RelativeTimeFormat and ListFormat, with output equal to what browsers print for the same calls,
// so that the page hydrates without a text mismatch. Plural rules and collation cover every
// locale (CLDR data of golang.org/x/text); number symbols cover the common locales of
// symbolsByLanguage; month, weekday and relative-time words are English.
package jsintl

import (
	"strings"

	"github.com/dop251/goja"
	"golang.org/x/text/language"
)

// DefaultLocale is the locale of a call without one: a server has no reader's preference.
const DefaultLocale = "en-US"

// Install defines globalThis.Intl (replacing none that exists) and the locale-aware methods of
// Number and Date that use it. Everything is built once per runtime; a page that does not call
// Intl pays nothing.
func Install(rt *goja.Runtime) {
	if v := rt.Get("Intl"); v != nil && !goja.IsUndefined(v) {
		return
	}
	intl := rt.NewObject()
	_ = intl.Set("NumberFormat", numberFormatConstructor(rt))
	_ = intl.Set("PluralRules", pluralRulesConstructor(rt))
	_ = intl.Set("DateTimeFormat", dateTimeFormatConstructor(rt))
	_ = intl.Set("Collator", collatorConstructor(rt))
	_ = intl.Set("RelativeTimeFormat", relativeTimeFormatConstructor(rt))
	_ = intl.Set("ListFormat", listFormatConstructor(rt))
	_ = intl.Set("getCanonicalLocales", func(call goja.FunctionCall) goja.Value {
		return rt.ToValue(requestedLocales(rt, call.Argument(0)))
	})
	_ = rt.Set("Intl", intl)
	installLocaleMethods(rt)
}

// requestedLocales canonicalizes a locales argument (undefined, a string or an array of
// strings); an invalid tag throws a RangeError as in browsers.
func requestedLocales(rt *goja.Runtime, v goja.Value) []string {
	if v == nil || goja.IsUndefined(v) || goja.IsNull(v) {
		return []string{}
	}
	var raw []string
	if s, ok := v.Export().(string); ok {
		raw = []string{s}
	} else {
		obj := v.ToObject(rt)
		n := int(obj.Get("length").ToInteger())
		for i := 0; i < n; i++ {
			raw = append(raw, obj.Get(itoa(i)).String())
		}
	}
	out := []string{}
	seen := map[string]bool{}
	for _, s := range raw {
		tag, err := language.Parse(s)
		if err != nil {
			panic(rt.NewTypeError("Incorrect locale information provided"))
		}
		c := tag.String()
		if !seen[c] {
			seen[c] = true
			out = append(out, c)
		}
	}
	return out
}

// resolveLocale picks the first requested locale, else DefaultLocale.
func resolveLocale(rt *goja.Runtime, v goja.Value) (string, language.Tag) {
	locales := requestedLocales(rt, v)
	name := DefaultLocale
	if len(locales) > 0 {
		name = locales[0]
	}
	return name, language.Make(name)
}

// baseLanguage is the language subtag of a locale name: "pt" for "pt-BR".
func baseLanguage(locale string) string {
	lang, _, _ := strings.Cut(locale, "-")
	return strings.ToLower(lang)
}

// supportedLocalesOf is the static method every Intl constructor has.
func supportedLocalesOf(rt *goja.Runtime) func(goja.FunctionCall) goja.Value {
	return func(call goja.FunctionCall) goja.Value {
		return rt.ToValue(requestedLocales(rt, call.Argument(0)))
	}
}

// constructor wraps newInstance as a JS class: callable with new (and, as ECMA-402 allows
// for the older constructors, without).
func constructor(rt *goja.Runtime, newInstance func(locales, options goja.Value) *goja.Object) *goja.Object {
	ctor := rt.ToValue(func(call goja.ConstructorCall) *goja.Object {
		return newInstance(call.Argument(0), call.Argument(1))
	}).ToObject(rt)
	_ = ctor.Set("supportedLocalesOf", supportedLocalesOf(rt))
	return ctor
}

// options reads an options argument as a plain lookup.
type options struct {
	rt  *goja.Runtime
	obj *goja.Object
}

func readOptions(rt *goja.Runtime, v goja.Value) options {
	if v == nil || goja.IsUndefined(v) || goja.IsNull(v) {
		return options{rt: rt}
	}
	return options{rt: rt, obj: v.ToObject(rt)}
}

func (o options) str(name, def string) string {
	if o.obj == nil {
		return def
	}
	v := o.obj.Get(name)
	if v == nil || goja.IsUndefined(v) {
		return def
	}
	return v.String()
}

func (o options) has(name string) bool {
	if o.obj == nil {
		return false
	}
	v := o.obj.Get(name)
	return v != nil && !goja.IsUndefined(v)
}

func (o options) integer(name string, def, min, max int) int {
	if !o.has(name) {
		return def
	}
	f := o.obj.Get(name).ToFloat()
	if f != f || f < float64(min) || f > float64(max) {
		panic(o.rt.NewTypeError(name + " value is out of range."))
	}
	return int(f)
}

func (o options) boolean(name string, def bool) bool {
	if !o.has(name) {
		return def
	}
	return o.obj.Get(name).ToBoolean()
}

func itoa(i int) string {
	if i == 0 {
		return "0"
	}
	var b []byte
	for ; i > 0; i /= 10 {
		b = append([]byte{byte('0' + i%10)}, b...)
	}
	return string(b)
}

// partsValue turns format parts into the [{type, value}] array of formatToParts.
func partsValue(rt *goja.Runtime, parts []part) goja.Value {
	arr := make([]any, len(parts))
	for i, p := range parts {
		o := rt.NewObject()
		_ = o.Set("type", p.typ)
		_ = o.Set("value", p.value)
		arr[i] = o
	}
	return rt.ToValue(arr)
}

type part struct{ typ, value string }

func joinParts(parts []part) string {
	var b strings.Builder
	for _, p := range parts {
		b.WriteString(p.value)
	}
	return b.String()
}

// rangeError is the JS RangeError browsers throw for an out-of-range option or value.
func rangeError(rt *goja.Runtime, msg string) *goja.Object {
	obj, err := rt.New(rt.Get("RangeError"), rt.ToValue(msg))
	if err != nil {
		panic(err)
	}
	return obj
}
