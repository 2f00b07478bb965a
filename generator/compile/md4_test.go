package compile

import (
	"strings"
	"testing"
)

func TestMD4(t *testing.T) {
	// RFC 1320's test suite, and a text longer than one block.
	cases := map[string]string{
		"":                              "31d6cfe0d16ae931b73c59d7e0c089c0",
		"a":                             "bde52cb31de33e46245e05fbdbd6fb24",
		"abc":                           "a448017aaf21d8525fc10ae87aa6729d",
		"message digest":                "d9130a8164549fe818874806e1c7014b",
		"abcdefghijklmnopqrstuvwxyz":    "d79e1c308aa5bbcdeea8ed63df412da9",
		strings.Repeat("1234567890", 8): "e33b4ddc9c38f2199c3e7b164fcc0536",
	}
	for in, want := range cases {
		if got := md4Hex([]byte(in)); got != want {
			t.Errorf("md4(%q) = %s, want %s", in, got, want)
		}
	}
}
