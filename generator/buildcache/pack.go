package buildcache

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"encoding/gob"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
)

// Pack is the entries of one kind in a single file, for a kind with many small entries that a
// build writes together: a site's rendered pages. On this machine's disk, creating a file
// costs about half a millisecond of system time, which at 1,000 pages was a tenth of a cold
// build; a pack writes one file per build.
//
// A build's Saves go to a new file, which Keep completes with the kept entries of the old one
// and puts in its place, whole or not at all. Until then Loads read the old file.
type Pack struct {
	dir  *Dir
	kind string

	mu     sync.Mutex
	old    *os.File               // the pack of the build before, opened on first use
	index  map[[32]byte]packEntry // old's entries
	opened bool                   // old and index are set (old may be nil: no pack yet)

	next  *os.File // this build's entries, made on first Save
	w     *bufio.Writer
	size  int64
	saved map[[32]byte]packEntry // next's entries
}

// packEntry is where an entry lies in a pack: its header (id, entry hash, payload length)
// at off, its payload after it.
type packEntry struct{ off, n int64 }

// entryHash is an entry's hash in a pack: of its id and its payload together. The index is
// made of the ids in the headers, so a hash of the payload alone would let an entry whose id
// was changed (two ids swapped) pass as the entry of another key: one page served as another.
func entryHash(id [32]byte, payload []byte) [32]byte {
	h := sha256.New()
	h.Write(id[:])
	h.Write(payload)
	return [32]byte(h.Sum(nil))
}

const packHeader = 2*sha256.Size + 8

// packFile is the pack's name in its kind's folder; the folder holds nothing else but a
// build's file in the making.
const packFile = "pack"

// Pack returns the entries of kind, kept in one file.
func (d *Dir) Pack(kind string) *Pack { return &Pack{dir: d, kind: kind} }

func (p *Pack) folder() string { return filepath.Join(p.dir.root, p.kind) }

// open reads the index of the old pack; p.mu must be held. A pack that ends in a partial
// entry keeps the entries before it.
func (p *Pack) open() {
	if p.opened {
		return
	}
	p.opened, p.index = true, map[[32]byte]packEntry{}
	f, err := openEntry(filepath.Join(p.folder(), packFile))
	if err != nil {
		return
	}
	p.old = f
	st, err := f.Stat()
	if err != nil {
		return
	}
	header := make([]byte, packHeader)
	for off := int64(0); off+packHeader <= st.Size(); {
		if _, err := f.ReadAt(header, off); err != nil {
			return
		}
		n := int64(binary.LittleEndian.Uint64(header[2*sha256.Size:]))
		if n < 0 || off+packHeader+n > st.Size() {
			return
		}
		p.index[[32]byte(header[:sha256.Size])] = packEntry{off, n}
		off += packHeader + n
	}
}

// Load decodes the entry under key into v and tells whether there was one, as Dir.Load.
func (p *Pack) Load(key string, v any) bool {
	p.mu.Lock()
	p.open()
	id := p.dir.id(p.kind, key)
	e, ok := p.index[id]
	var data []byte
	if ok {
		data = make([]byte, packHeader+e.n)
		_, err := p.old.ReadAt(data, e.off)
		ok = err == nil
	}
	p.mu.Unlock()
	if !ok {
		return false
	}
	payload := data[packHeader:]
	if sum := entryHash(id, payload); string(data[sha256.Size:2*sha256.Size]) != string(sum[:]) {
		return false
	}
	return gob.NewDecoder(bytes.NewReader(payload)).Decode(v) == nil
}

// Save adds v as the entry under key to this build's pack. Safe for concurrent use.
func (p *Pack) Save(key string, v any) error {
	payload := payloads.Get().(*bytes.Buffer)
	defer payloads.Put(payload)
	payload.Reset()
	if err := gob.NewEncoder(payload).Encode(v); err != nil {
		return fmt.Errorf("build cache: %w", err)
	}
	// Hashed before the lock is taken, as encoded: only the writing is one entry at a time.
	id := p.dir.id(p.kind, key)
	sum := entryHash(id, payload.Bytes())
	p.mu.Lock()
	defer p.mu.Unlock()
	if err := p.begin(); err != nil {
		return err
	}
	header := make([]byte, 0, packHeader)
	header = append(append(append(header, id[:]...), sum[:]...), binary.LittleEndian.AppendUint64(nil, uint64(payload.Len()))...)
	if err := p.append(id, header, payload, int64(payload.Len())); err != nil {
		return fmt.Errorf("build cache: %w", err)
	}
	return nil
}

// payloads are Save's encoding buffers, reused: a page of a large site encodes to a few
// hundred KB (196 KB of HTML at 100,000 docs), and a new buffer grown to that size for every
// page was most of the render stage's page faults and memory clearing in the Go process.
var payloads = sync.Pool{New: func() any { return new(bytes.Buffer) }}

// begin makes this build's file, if not yet made; p.mu must be held.
func (p *Pack) begin() error {
	if p.next != nil {
		return nil
	}
	if err := os.MkdirAll(p.folder(), 0o755); err != nil {
		return fmt.Errorf("build cache: %w", err)
	}
	f, err := os.CreateTemp(p.folder(), ".tmp-")
	if err != nil {
		return fmt.Errorf("build cache: %w", err)
	}
	p.next, p.w, p.size, p.saved = f, bufio.NewWriterSize(f, 256<<10), 0, map[[32]byte]packEntry{}
	return nil
}

// append writes an entry (its header, then n bytes of payload) to this build's file; p.mu
// must be held.
func (p *Pack) append(id [32]byte, header []byte, payload io.Reader, n int64) error {
	if _, err := p.w.Write(header); err != nil {
		return err
	}
	if _, err := io.CopyN(p.w, payload, n); err != nil {
		return err
	}
	p.saved[id] = packEntry{p.size, n}
	p.size += packHeader + n
	return nil
}

// Keep makes this build's pack the pack: the entries it saved, and those of keys it did not
// save from the old one. Entries of other keys are dropped. When nothing was saved or
// dropped, the old pack stays as it is.
func (p *Pack) Keep(keys []string) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.open()
	keep := make(map[[32]byte]bool, len(keys))
	for _, k := range keys {
		keep[p.dir.id(p.kind, k)] = true
	}
	if p.next == nil && !p.drops(keep) {
		return p.removeOthers()
	}
	err := p.begin()
	for id := range keep {
		e, ok := p.index[id]
		if _, saved := p.saved[id]; err != nil || saved || !ok {
			continue
		}
		header := make([]byte, packHeader)
		if _, err = p.old.ReadAt(header, e.off); err == nil {
			err = p.append(id, header, io.NewSectionReader(p.old, e.off+packHeader, e.n), e.n)
		}
	}
	if err == nil {
		err = p.w.Flush()
	}
	if cerr := p.next.Close(); err == nil {
		err = cerr
	}
	if p.old != nil {
		p.old.Close() // before the rename, which some systems refuse over an open file
	}
	if err == nil {
		err = os.Rename(p.next.Name(), filepath.Join(p.folder(), packFile))
	}
	if err != nil {
		os.Remove(p.next.Name())
	}
	// The next build's Loads read the new pack (or, after a failure, whatever is there).
	p.next, p.w, p.saved, p.old, p.index, p.opened = nil, nil, nil, nil, nil, false
	if err != nil {
		return fmt.Errorf("build cache: %w", err)
	}
	return p.removeOthers()
}

// drops tells whether the old pack holds entries that keep does not; p.mu must be held.
func (p *Pack) drops(keep map[[32]byte]bool) bool {
	for id := range p.index {
		if !keep[id] {
			return true
		}
	}
	return false
}

// removeOthers removes what the kind's folder holds besides the pack: files of a build that
// stopped before its Keep, entries of an older gosaurus that kept one file per entry.
func (p *Pack) removeOthers() error {
	entries, err := os.ReadDir(p.folder())
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("build cache: %w", err)
	}
	for _, e := range entries {
		if e.Name() != packFile {
			os.Remove(filepath.Join(p.folder(), e.Name()))
		}
	}
	return nil
}
