// Package home unpacks the gosaurus home that an installed binary carries: the classic theme
// (theme-classic/) and the npm packages it and the renderer need (node_modules/), laid out as
// in a checkout, so that the rest of gosaurus finds them as it finds a checkout's.
package home

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path"
	"path/filepath"
	"strings"
	"time"

	"gosaurus/generator/output"
)

// ManifestName is the archive's first entry: what it holds, so that `gosaurus version` need
// not unpack it.
const ManifestName = "gosaurus-home.json"

// completeName is the file written last into an unpacked home: a folder without it (a copy
// interrupted before the rename, or one someone changed) is unpacked again.
const completeName = ".gosaurus-home-complete"

// Manifest describes an archive.
type Manifest struct {
	Packages map[string]string `json:"packages"` // npm package name → version
}

// ReadManifest reads the manifest of archive.
func ReadManifest(archive []byte) (Manifest, error) {
	tr, err := open(archive)
	if err != nil {
		return Manifest{}, err
	}
	h, err := tr.Next()
	if err != nil || h.Name != ManifestName {
		return Manifest{}, fmt.Errorf("the gosaurus home archive does not start with %s", ManifestName)
	}
	var m Manifest
	if err := json.NewDecoder(tr).Decode(&m); err != nil {
		return Manifest{}, fmt.Errorf("%s: %w", ManifestName, err)
	}
	return m, nil
}

// Unpack returns the folder holding archive under cacheRoot/gosaurus/<content hash>, unpacking
// it there first if it is not there complete. A copy is written into a folder of its own and
// renamed into place, under a lock, so that processes started together unpack it once and
// none sees a half-written home.
func Unpack(archive []byte, cacheRoot string) (string, error) {
	sum := sha256.Sum256(archive)
	hash := hex.EncodeToString(sum[:8])
	root := filepath.Join(cacheRoot, "gosaurus")
	dir := filepath.Join(root, hash)
	if complete(dir, hash) {
		return dir, nil
	}
	if err := os.MkdirAll(root, 0o755); err != nil {
		return "", err
	}
	lock, err := waitLock(dir)
	if err != nil {
		return "", err
	}
	defer lock.Release()
	if complete(dir, hash) { // another process unpacked it while this one waited
		return dir, nil
	}
	// Copies left by a process killed while unpacking: nobody else writes them while we hold
	// the lock.
	if stale, err := filepath.Glob(filepath.Join(root, ".unpack-"+hash+"-*")); err == nil {
		for _, s := range stale {
			os.RemoveAll(s)
		}
	}
	tmp, err := os.MkdirTemp(root, ".unpack-"+hash+"-")
	if err != nil {
		return "", err
	}
	defer os.RemoveAll(tmp) // gone after the rename; what is left of a failure otherwise
	if err := extract(archive, tmp); err != nil {
		return "", fmt.Errorf("unpacking the gosaurus home into %s: %w", root, err)
	}
	if err := os.WriteFile(filepath.Join(tmp, completeName), []byte(hash), 0o644); err != nil {
		return "", err
	}
	if _, err := os.Lstat(dir); err == nil { // incomplete or changed: set aside, then removed
		old := tmp + ".old"
		if err := os.Rename(dir, old); err != nil {
			return "", err
		}
		defer os.RemoveAll(old)
	}
	if err := os.Rename(tmp, dir); err != nil {
		return "", err
	}
	return dir, nil
}

func complete(dir, hash string) bool {
	b, err := os.ReadFile(filepath.Join(dir, completeName))
	return err == nil && string(b) == hash
}

// waitLock takes the lock of dir, waiting while another process holds it (it is unpacking).
func waitLock(dir string) (*output.Lock, error) {
	deadline := time.Now().Add(5 * time.Minute)
	for {
		lock, err := output.TryLock(dir)
		if !errors.Is(err, output.ErrLocked) || time.Now().After(deadline) {
			return lock, err
		}
		time.Sleep(50 * time.Millisecond)
	}
}

func open(archive []byte) (*tar.Reader, error) {
	zr, err := gzip.NewReader(bytes.NewReader(archive))
	if err != nil {
		return nil, fmt.Errorf("the gosaurus home archive: %w", err)
	}
	return tar.NewReader(zr), nil
}

// extract writes the folders and regular files of archive into dir; any other kind of entry,
// or a name leading out of dir, is an error.
func extract(archive []byte, dir string) error {
	tr, err := open(archive)
	if err != nil {
		return err
	}
	for {
		h, err := tr.Next()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
		name := path.Clean(h.Name)
		if path.IsAbs(name) || name == ".." || strings.HasPrefix(name, "../") {
			return fmt.Errorf("entry %q leads out of the home", h.Name)
		}
		target := filepath.Join(dir, filepath.FromSlash(name))
		switch h.Typeflag {
		case tar.TypeDir:
			if err := os.MkdirAll(target, 0o755); err != nil {
				return err
			}
		case tar.TypeReg:
			if err := writeFile(target, tr, os.FileMode(h.Mode)&0o755|0o644); err != nil {
				return err
			}
		default:
			return fmt.Errorf("entry %q: only folders and files are expected", h.Name)
		}
	}
}

func writeFile(target string, r io.Reader, mode os.FileMode) error {
	if err := os.MkdirAll(filepath.Dir(target), 0o755); err != nil {
		return err
	}
	f, err := os.OpenFile(target, os.O_WRONLY|os.O_CREATE|os.O_EXCL, mode)
	if err != nil {
		return err
	}
	if _, err := io.Copy(f, r); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
