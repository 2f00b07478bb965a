package blog

import (
	"math"
	"unicode"
)

// wordsPerMinute is Docusaurus's default reading speed.
const wordsPerMinute = 200

// ReadingTime is a post's reading time in minutes, rounded to two decimals, as Docusaurus
// computes it from the post's markdown source (front matter left out).
func ReadingTime(body string) float64 {
	words := CountWords(body)
	if words == 0 {
		return 0
	}
	return math.Round(float64(words)/wordsPerMinute*100) / 100
}

// CountWords counts words as Intl.Segmenter's word-like segments do for English: runs of
// letters and digits, kept whole across an apostrophe or a period between letters ("don't")
// and a comma or period between digits ("3.5").
func CountWords(s string) int {
	rs := []rune(s)
	isWord := func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_' }
	n := 0
	for i := 0; i < len(rs); i++ {
		if !isWord(rs[i]) {
			continue
		}
		n++
		for i+1 < len(rs) {
			next := rs[i+1]
			if isWord(next) {
				i++
				continue
			}
			if i+2 < len(rs) && joins(rs[i], next, rs[i+2]) {
				i += 2
				continue
			}
			break
		}
	}
	return n
}

// joins tells whether mid between a and b keeps them in one word (Unicode's MidLetter and
// MidNum word-break rules).
func joins(a, mid, b rune) bool {
	switch {
	case unicode.IsLetter(a) && unicode.IsLetter(b):
		return mid == '\'' || mid == '’' || mid == '.' || mid == ':'
	case unicode.IsDigit(a) && unicode.IsDigit(b):
		return mid == '.' || mid == ',' || mid == '\'' || mid == ';'
	}
	return false
}
