// Command mdxdiff compiles every .md and .mdx file under the folders it is given twice, with
// gosaurus's markdown compiler and with Docusaurus 3.8.1's MDX loader, renders both to static
// HTML through the same stand-in components, and reports where they differ: the HTML, the TOC,
// the content title, the doc's title and description, the front matter, and whether compiling
// fails. `make mdx-diff DIR=…` runs it (see the Makefile); the Docusaurus side is
// reference.mjs, beside this file, which needs `scripts/docusaurus-reference.sh install`.
//
//	go run ./scripts/mdxdiff [-format mdx|md|detect] [-j 2] [-timeout 60s] [-out results.jsonl] [-reuse results.jsonl] DIR|FILE...
//
// -reuse takes Docusaurus's side from an earlier run's -out instead of compiling it again, so
// that checking a change to gosaurus over a large corpus costs gosaurus's compile and a render.
//
// testdata/ holds one small file per difference the tool found in real sites' markdown
// (`make mdx-diff DIR=scripts/mdxdiff/testdata`), each named after what it shows; a file that
// comes out the same there is a difference fixed.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"

	"gosaurus/generator/markdown"
)

// fileResult is one file's results and verdict, as -out writes them.
type fileResult struct {
	File       string  `json:"file"`
	Verdict    string  `json:"verdict"` // same, both-fail, differ
	Gosaurus   Result  `json:"gosaurus"`
	Docusaurus Result  `json:"docusaurus"`
	Diffs      []Diff  `json:"diffs,omitempty"`
	Seconds    float64 `json:"seconds"`
}

func main() {
	_, self, _, _ := runtime.Caller(0)
	here := filepath.Dir(self)
	format := flag.String("format", markdown.FormatMDX, "markdown.format: mdx, md or detect")
	jobs := flag.Int("j", 2, "files compiled side by side (one Node process each)")
	timeout := flag.Duration("timeout", 60*time.Second, "longest a file may take on either side")
	reference := flag.String("reference", filepath.Join(here, "..", "..", "bench", ".scratch"), "the folder Docusaurus 3.8.1 is installed in (scripts/docusaurus-reference.sh install)")
	out := flag.String("out", "", "also write each file's results and differences to this file, as JSON lines")
	onlyDiff := flag.Bool("only-diff", false, "list only the files that differ")
	dump := flag.String("dump", "", "write the normalised sides of each differing file into this folder, to compare with diff")
	again := flag.String("again", "", "compare again the results an earlier run saved with -out, compiling nothing")
	reuse := flag.String("reuse", "", "take Docusaurus's side of each file from the results an earlier run saved with -out, compiling only gosaurus's (a file it lacks is compiled on both sides)")
	flag.Usage = func() {
		fmt.Fprintf(os.Stderr, "usage: mdxdiff [flags] DIR|FILE...\n")
		flag.PrintDefaults()
	}
	flag.Parse()
	if *again != "" {
		results, err := readJSONLines(*again)
		if err != nil {
			fmt.Fprintln(os.Stderr, "mdxdiff:", err)
			os.Exit(1)
		}
		for i, r := range results {
			results[i] = judge(r, nil)
		}
		finish(results, *out, *dump, true, *onlyDiff, 0)
		return
	}
	if flag.NArg() == 0 {
		flag.Usage()
		os.Exit(2)
	}
	if !slices.Contains([]string{markdown.FormatMDX, markdown.FormatMD, markdown.FormatDetect}, *format) {
		fmt.Fprintf(os.Stderr, "mdxdiff: -format %q: want mdx, md or detect\n", *format)
		os.Exit(2)
	}
	if _, err := os.Stat(filepath.Join(*reference, "node_modules", "@docusaurus", "mdx-loader")); err != nil {
		fmt.Fprintf(os.Stderr, "mdxdiff: no Docusaurus in %s: run scripts/docusaurus-reference.sh install\n", *reference)
		os.Exit(2)
	}
	files, err := markdownFiles(flag.Args())
	if err != nil {
		fmt.Fprintln(os.Stderr, "mdxdiff:", err)
		os.Exit(2)
	}
	logFile, err := os.CreateTemp("", "mdxdiff-node-*.log")
	if err != nil {
		fmt.Fprintln(os.Stderr, "mdxdiff:", err)
		os.Exit(1)
	}
	defer logFile.Close()

	var saved map[string]Result
	if *reuse != "" {
		if saved, err = savedReferences(*reuse); err != nil {
			fmt.Fprintln(os.Stderr, "mdxdiff:", err)
			os.Exit(1)
		}
	}

	start := time.Now()
	newWorker := func() *worker {
		return &worker{script: filepath.Join(here, "reference.mjs"), reference: *reference, log: logFile}
	}
	results := run(files, *format, *jobs, *timeout, saved, newWorker, func(r fileResult) { printVerdict(os.Stdout, r, *onlyDiff) })
	finish(results, *out, *dump, false, *onlyDiff, time.Since(start))
	fmt.Printf("(Node's own output: %s)\n", logFile.Name())
}

// finish saves and reports the results.
func finish(results []fileResult, out, dump string, verdicts, onlyDiff bool, elapsed time.Duration) {
	if out != "" {
		if err := writeJSONLines(out, results); err != nil {
			fmt.Fprintln(os.Stderr, "mdxdiff:", err)
			os.Exit(1)
		}
	}
	if dump != "" {
		if err := dumpSides(dump, results); err != nil {
			fmt.Fprintln(os.Stderr, "mdxdiff:", err)
			os.Exit(1)
		}
	}
	report(os.Stdout, results, verdicts, onlyDiff, elapsed)
}

// markdownFiles lists the .md and .mdx files of args (folders walked, build output and
// dependencies left out; files taken as given), each once, sorted.
func markdownFiles(args []string) ([]string, error) {
	seen := map[string]bool{}
	var files []string
	add := func(p string) {
		if abs, err := filepath.Abs(p); err == nil && !seen[abs] {
			seen[abs] = true
			files = append(files, abs)
		}
	}
	for _, arg := range args {
		st, err := os.Stat(arg)
		if err != nil {
			return nil, err
		}
		if !st.IsDir() {
			add(arg)
			continue
		}
		err = filepath.WalkDir(arg, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			name := d.Name()
			if d.IsDir() {
				if p != arg && (strings.HasPrefix(name, ".") || name == "node_modules" || name == "build" || name == "golden") {
					return filepath.SkipDir
				}
				return nil
			}
			if ext := filepath.Ext(name); ext == ".md" || ext == ".mdx" {
				add(p)
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	sort.Strings(files)
	return files, nil
}

// run compares every file, jobs at a time, each job with a Node process of its own, and
// calls done with each result in the files' order as soon as it and those before it are in.
func run(files []string, format string, jobs int, timeout time.Duration, saved map[string]Result, newWorker func() *worker, done func(fileResult)) []fileResult {
	results := make([]fileResult, len(files))
	finished := make([]bool, len(files))
	var mu sync.Mutex
	shown := 0
	next := make(chan int)
	var wg sync.WaitGroup
	for range max(1, jobs) {
		wg.Go(func() {
			w := newWorker()
			defer w.close()
			for i := range next {
				r := compareFile(w, files[i], format, timeout, saved)
				mu.Lock()
				results[i], finished[i] = r, true
				for ; shown < len(files) && finished[shown]; shown++ {
					done(results[shown])
				}
				mu.Unlock()
			}
		})
	}
	for i := range files {
		next <- i
	}
	close(next)
	wg.Wait()
	return results
}

// compareFile compiles file on both sides, or only on gosaurus's when saved holds
// Docusaurus's result for it (a file whose gosaurus side fails then needs no Node at all).
func compareFile(w *worker, file, format string, timeout time.Duration, saved map[string]Result) fileResult {
	start := time.Now()
	res := fileResult{File: display(file)}
	g := compileGosaurus(file, res.File, format, timeout)
	ref, reused := saved[res.File]
	req := request{File: file, Format: format, SkipReference: reused}
	if g.Result.Error == "" {
		req.Gosaurus = &moduleJS{Code: g.Code}
	}
	var a answer
	var err error
	if !reused || req.Gosaurus != nil {
		a, err = w.ask(req, timeout)
	}
	if reused {
		a.Reference = ref
	}
	res.Gosaurus, res.Docusaurus = g.Result, a.Reference
	if a.Gosaurus != nil {
		meta := g.Result
		res.Gosaurus = *a.Gosaurus
		res.Gosaurus.Title, res.Gosaurus.Excerpt, res.Gosaurus.MetaError = meta.Title, meta.Excerpt, meta.MetaError
	}
	res.Seconds = time.Since(start).Seconds()
	return laterSyntax(judge(res, err), file)
}

// commentHeadingID matches a heading that ends in a comment whose first word names its id,
// {/* #id */} (blanks inside the braces too: any expression of one comment) or <!-- #id -->:
// Docusaurus 3.10 reads the id from it, as gosaurus does, but the reference, 3.8.1, keeps the
// comment's text in the heading's slug and TOC entry.
var commentHeadingID = regexp.MustCompile(`(?m)^ {0,3}#{1,6}[ \t].*(?:\{[ \t]*/\*[ \t]*#[^ \t*]+(?:[ \t][^*]*)?\*/[ \t]*\}|<!--[ \t]*#[^ \t]+(?:[ \t].*)?-->)[ \t]*$`)

// laterSyntax names the heading id and TOC differences of a file that uses syntax newer than
// the reference for what they are (causeLaterSyntax), so that they are counted apart.
func laterSyntax(res fileResult, file string) fileResult {
	if res.Verdict != "differ" {
		return res
	}
	src, err := os.ReadFile(file)
	if err != nil || !commentHeadingID.Match(src) {
		return res
	}
	for i, d := range res.Diffs {
		if d.Cause == causeHeadingID || d.Cause == causeTOC {
			res.Diffs[i].Cause = causeLaterSyntax
		}
	}
	return res
}

// judge sets res's differences and verdict; harness is the error of the reference side's
// process (a timeout, a crash), nil when it answered.
func judge(res fileResult, harness error) fileResult {
	switch {
	case harness != nil:
		res.Diffs = []Diff{{Field: "harness", Cause: causeHarness, Docusaurus: harness.Error()}}
	case len(res.Diffs) == 1 && res.Diffs[0].Cause == causeHarness:
		// a saved result of such a run: kept
	default:
		res.Diffs = Compare(res.Gosaurus, res.Docusaurus)
	}
	res.Verdict = "same"
	if len(res.Diffs) > 0 {
		res.Verdict = "differ"
	} else if res.Gosaurus.Error != "" || res.Docusaurus.Error != "" {
		res.Verdict = "both-fail"
	}
	return res
}

// display is file relative to the working folder when it is below it.
func display(file string) string {
	if wd, err := os.Getwd(); err == nil {
		if rel, err := filepath.Rel(wd, file); err == nil && filepath.IsLocal(rel) {
			return filepath.ToSlash(rel)
		}
	}
	return file
}

func writeJSONLines(name string, results []fileResult) error {
	f, err := os.Create(name)
	if err != nil {
		return err
	}
	enc := json.NewEncoder(f)
	for _, r := range results {
		if err := enc.Encode(r); err != nil {
			f.Close()
			return err
		}
	}
	return f.Close()
}

// dumpSides writes dir/<file>.gosaurus and dir/<file>.docusaurus for each differing file:
// everything compared, normalised, one item a line.
func dumpSides(dir string, results []fileResult) error {
	for _, r := range results {
		if r.Verdict != "differ" {
			continue
		}
		name := filepath.Join(dir, strings.NewReplacer("/", "__", "\\", "__").Replace(strings.TrimPrefix(r.File, "/")))
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return err
		}
		for side, res := range map[string]Result{"gosaurus": r.Gosaurus, "docusaurus": r.Docusaurus} {
			if err := os.WriteFile(name+"."+side, []byte(strings.Join(sideLines(res), "\n")+"\n"), 0o644); err != nil {
				return err
			}
		}
	}
	return nil
}

// savedReferences are the Docusaurus results of a run saved with -out, by file as shown,
// leaving out files whose reference process failed (they are compiled again).
func savedReferences(name string) (map[string]Result, error) {
	results, err := readJSONLines(name)
	if err != nil {
		return nil, err
	}
	saved := map[string]Result{}
	for _, r := range results {
		if len(r.Diffs) == 1 && r.Diffs[0].Cause == causeHarness {
			continue
		}
		saved[r.File] = r.Docusaurus
	}
	return saved, nil
}

func readJSONLines(name string) ([]fileResult, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var results []fileResult
	dec := json.NewDecoder(f)
	for dec.More() {
		var r fileResult
		if err := dec.Decode(&r); err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		results = append(results, r)
	}
	return results, nil
}

// printVerdict prints a file's verdict and the causes of its differences.
func printVerdict(w io.Writer, r fileResult, onlyDiff bool) {
	if onlyDiff && r.Verdict != "differ" {
		return
	}
	var causes []string
	for _, d := range r.Diffs {
		if !slices.Contains(causes, d.Cause) {
			causes = append(causes, d.Cause)
		}
	}
	line := fmt.Sprintf("%-9s %s", r.Verdict, r.File)
	if len(causes) > 0 {
		line += "  (" + strings.Join(causes, "; ") + ")"
	}
	fmt.Fprintln(w, line)
}

// report prints a verdict per file (unless they were printed as they came), then the differing files grouped by their first cause
// with the first differing line of each, the count of files per cause, and the totals.
func report(w io.Writer, results []fileResult, verdicts bool, onlyDiff bool, elapsed time.Duration) {
	counts := map[string]int{}
	for _, r := range results {
		counts[r.Verdict]++
		if verdicts {
			printVerdict(w, r, onlyDiff)
		}
	}

	byFirst := map[string][]fileResult{}
	every := map[string]int{}
	for _, r := range results {
		if len(r.Diffs) == 0 {
			continue
		}
		byFirst[r.Diffs[0].Cause] = append(byFirst[r.Diffs[0].Cause], r)
		seen := map[string]bool{}
		for _, d := range r.Diffs {
			if !seen[d.Cause] {
				seen[d.Cause] = true
				every[d.Cause]++
			}
		}
	}
	for _, cause := range sortedCauses(byFirst) {
		rs := byFirst[cause]
		fmt.Fprintf(w, "\n== %s: %d file(s)\n", cause, len(rs))
		for _, r := range rs {
			d := r.Diffs[0]
			where := d.Field
			if d.Line > 0 {
				where = fmt.Sprintf("%s line %d", d.Field, d.Line)
			}
			fmt.Fprintf(w, "  %s  [%s]\n", r.File, where)
			g, ds := clip(d.Gosaurus, d.Docusaurus)
			fmt.Fprintf(w, "    gosaurus:   %s\n", g)
			fmt.Fprintf(w, "    docusaurus: %s\n", ds)
		}
	}
	if len(every) > 0 {
		fmt.Fprintf(w, "\n== files per cause (a file counts under each of its causes)\n")
		for _, cause := range sortedCauses(every) {
			fmt.Fprintf(w, "  %5d  %s\n", every[cause], cause)
		}
	}
	total := len(results)
	share := 0.0
	if total > 0 {
		share = 100 * float64(counts["same"]+counts["both-fail"]) / float64(total)
	}
	took := ""
	if elapsed > 0 {
		took = fmt.Sprintf("; %.1fs", elapsed.Seconds())
	}
	fmt.Fprintf(w, "\nmdx-diff: %d files, %d identical (%.1f%%: %d same, %d fail to compile on both sides), %d differ%s\n",
		total, counts["same"]+counts["both-fail"], share, counts["same"], counts["both-fail"], counts["differ"], took)
}

// sortedCauses are m's keys, most files first.
func sortedCauses[V any](m map[string]V) []string {
	size := func(c string) int {
		switch v := any(m[c]).(type) {
		case int:
			return v
		case []fileResult:
			return len(v)
		}
		return 0
	}
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		if a, b := size(keys[i]), size(keys[j]); a != b {
			return a > b
		}
		return keys[i] < keys[j]
	})
	return keys
}

// clip shortens two long lines to the same window around where they first differ.
func clip(a, b string) (string, string) {
	const before, most = 60, 240
	ra, rb := []rune(a), []rune(b)
	if len(ra) <= most && len(rb) <= most {
		return a, b
	}
	at := 0
	for at < len(ra) && at < len(rb) && ra[at] == rb[at] {
		at++
	}
	start := max(0, at-before)
	cut := func(r []rune) string {
		end := min(len(r), start+most)
		s := string(r[min(start, len(r)):end])
		if start > 0 {
			s = "…" + s
		}
		if end < len(r) {
			s += "…"
		}
		return s
	}
	return cut(ra), cut(rb)
}
