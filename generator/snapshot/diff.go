package snapshot

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strings"
)

// Allow is a list of known differences: "route field reason", route "*" for every route; the
// field "route" allows a route that only one of the builds has.
type Allow map[[2]string]string

// ReadAllow reads an allow-list file; blank lines and lines starting with # are skipped.
func ReadAllow(file string) (Allow, error) {
	a := Allow{}
	f, err := os.Open(file)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		parts := strings.Fields(line)
		if len(parts) < 3 {
			return nil, fmt.Errorf("%s:%d: want \"route field reason\", got %q", file, n, line)
		}
		a[[2]string{parts[0], parts[1]}] = strings.Join(parts[2:], " ")
	}
	return a, sc.Err()
}

func (a Allow) reason(route, field string) (string, bool) {
	if r, ok := a[[2]string{route, field}]; ok {
		return r, true
	}
	r, ok := a[[2]string{"*", field}]
	return r, ok
}

// Difference is one field of one route that differs.
type Difference struct {
	Route, Field string
	A, B         string
	Allowed      string // the allow list's reason, or ""
}

// Report is the comparison of two builds.
type Report struct {
	OnlyA, OnlyB  []string
	Routes        int // routes in both
	Fields        int // fields compared
	FieldsMatched int
	Differences   []Difference
}

// Failed tells whether anything differs that the allow list does not explain.
func (r *Report) Failed() bool {
	if len(r.OnlyA) > 0 || len(r.OnlyB) > 0 {
		return true // routes the allow list explains are not in OnlyA/OnlyB
	}
	for _, d := range r.Differences {
		if d.Allowed == "" {
			return true
		}
	}
	return false
}

// Compare compares the pages of two builds route by route.
func Compare(a, b map[string]*Page, allow Allow) *Report {
	r := &Report{}
	for _, route := range Routes(a) {
		pb, ok := b[route]
		if !ok {
			if _, allowed := allow.reason(route, "route"); !allowed {
				r.OnlyA = append(r.OnlyA, route)
			}
			continue
		}
		r.Routes++
		fa, fb := a[route].Fields(), pb.Fields()
		for i := range fa {
			r.Fields++
			if fa[i][1] == fb[i][1] {
				r.FieldsMatched++
				continue
			}
			reason, _ := allow.reason(route, fa[i][0])
			r.Differences = append(r.Differences, Difference{Route: route, Field: fa[i][0], A: fa[i][1], B: fb[i][1], Allowed: reason})
		}
	}
	for _, route := range Routes(b) {
		if _, ok := a[route]; !ok {
			if _, allowed := allow.reason(route, "route"); !allowed {
				r.OnlyB = append(r.OnlyB, route)
			}
		}
	}
	return r
}

// Write prints the report: a summary line, routes on one side only, then each difference
// with its first differing lines.
func (r *Report) Write(w io.Writer, nameA, nameB string) {
	allowed := 0
	for _, d := range r.Differences {
		if d.Allowed != "" {
			allowed++
		}
	}
	fmt.Fprintf(w, "routes matched: %d (only in %s: %d, only in %s: %d)\n", r.Routes, nameA, len(r.OnlyA), nameB, len(r.OnlyB))
	fmt.Fprintf(w, "fields matched: %d of %d (%d differences allowed by the allow list)\n", r.FieldsMatched, r.Fields, allowed)
	for _, route := range r.OnlyA {
		fmt.Fprintf(w, "only in %s: %s\n", nameA, route)
	}
	for _, route := range r.OnlyB {
		fmt.Fprintf(w, "only in %s: %s\n", nameB, route)
	}
	for _, d := range r.Differences {
		if d.Allowed != "" {
			continue
		}
		fmt.Fprintf(w, "\n%s %s:\n", d.Route, d.Field)
		la, lb := strings.Split(d.A, "\n"), strings.Split(d.B, "\n")
		i := 0
		for i < len(la) && i < len(lb) && la[i] == lb[i] {
			i++
		}
		for j := i; j < len(la) && j < i+3; j++ {
			fmt.Fprintf(w, "  - %s\n", la[j])
		}
		for j := i; j < len(lb) && j < i+3; j++ {
			fmt.Fprintf(w, "  + %s\n", lb[j])
		}
	}
}
