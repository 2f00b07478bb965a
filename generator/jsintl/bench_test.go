package jsintl

import (
	"testing"

	"github.com/dop251/goja"
)

// Install runs once per render runtime; a page pays for Intl only when it calls it.
func BenchmarkInstall(b *testing.B) {
	for i := 0; i < b.N; i++ {
		Install(goja.New())
	}
}

func BenchmarkNewRuntime(b *testing.B) {
	for i := 0; i < b.N; i++ {
		goja.New()
	}
}

func BenchmarkNumberFormat(b *testing.B) {
	rt := goja.New()
	Install(rt)
	prog := goja.MustCompile("", `new Intl.NumberFormat('en-US', {maximumFractionDigits: 2}).format(1234567.891)`, false)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := rt.RunProgram(prog); err != nil {
			b.Fatal(err)
		}
	}
}
