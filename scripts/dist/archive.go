package main

import (
	"archive/tar"
	"archive/zip"
	"bufio"
	"compress/gzip"
	"fmt"
	"io"
	"os"
	"path"
	"path/filepath"
	"strings"
	"time"

	"gosaurus/generator/sitefs"
)

// entry is a file of a release archive: its name inside dir, its mode and where it comes from.
type entry struct {
	name string
	mode os.FileMode
	src  string
}

// writeArchive writes file: the folder dir holding entries, as a zip when file ends in .zip
// and a gzipped tar otherwise, every entry dated date and owned by nobody, so that the same
// files give the same archive.
func writeArchive(file, dir string, date time.Time, entries []entry) error {
	if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
		return err
	}
	f, err := os.Create(file)
	if err != nil {
		return err
	}
	if strings.HasSuffix(file, ".zip") {
		err = writeZip(f, dir, date, entries)
	} else {
		err = writeTarGz(f, dir, date, entries)
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return fmt.Errorf("%s: %w", file, err)
	}
	return nil
}

func writeTarGz(w io.Writer, dir string, date time.Time, entries []entry) error {
	zw, err := gzip.NewWriterLevel(w, gzip.BestCompression)
	if err != nil {
		return err
	}
	tw := tar.NewWriter(zw)
	if err := tw.WriteHeader(&tar.Header{Name: dir + "/", Mode: 0o755, Typeflag: tar.TypeDir, ModTime: date, Format: tar.FormatPAX}); err != nil {
		return err
	}
	for _, e := range entries {
		err := copyFrom(e.src, func(size int64) (io.Writer, error) {
			h := &tar.Header{Name: path.Join(dir, e.name), Mode: int64(e.mode), Size: size, Typeflag: tar.TypeReg, ModTime: date, Format: tar.FormatPAX}
			return tw, tw.WriteHeader(h)
		})
		if err != nil {
			return err
		}
	}
	if err := tw.Close(); err != nil {
		return err
	}
	return zw.Close()
}

func writeZip(w io.Writer, dir string, date time.Time, entries []entry) error {
	zw := zip.NewWriter(w)
	for _, e := range entries {
		err := copyFrom(e.src, func(int64) (io.Writer, error) {
			h := &zip.FileHeader{Name: path.Join(dir, e.name), Method: zip.Deflate, Modified: date.UTC()}
			h.SetMode(e.mode)
			return zw.CreateHeader(h)
		})
		if err != nil {
			return err
		}
	}
	return zw.Close()
}

// copyFrom copies the file src into the writer open returns, given src's size.
func copyFrom(src string, open func(size int64) (io.Writer, error)) error {
	f, err := os.Open(src)
	if err != nil {
		return err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return err
	}
	w, err := open(st.Size())
	if err != nil {
		return err
	}
	_, err = io.Copy(w, f)
	return err
}

// archived is a file read back out of a release archive or npm tarball.
type archived struct {
	data []byte
	mode os.FileMode
}

// readArchive returns the regular files of a .zip, .tar.gz or .tgz file by their names.
func readArchive(file string) (map[string]archived, error) {
	files := map[string]archived{}
	if strings.HasSuffix(file, ".zip") {
		zr, err := zip.OpenReader(file)
		if err != nil {
			return nil, err
		}
		defer zr.Close()
		for _, f := range zr.File {
			if f.Mode().IsDir() {
				continue
			}
			rc, err := f.Open()
			if err != nil {
				return nil, err
			}
			data, err := io.ReadAll(rc)
			rc.Close()
			if err != nil {
				return nil, fmt.Errorf("%s: %s: %w", file, f.Name, err)
			}
			files[f.Name] = archived{data, f.Mode()}
		}
		return files, nil
	}
	f, err := os.Open(file)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	zr, err := gzip.NewReader(bufio.NewReader(f))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	tr := tar.NewReader(zr)
	for {
		h, err := tr.Next()
		if err == io.EOF {
			return files, nil
		}
		if err != nil {
			return nil, fmt.Errorf("%s: %w", file, err)
		}
		if h.Typeflag != tar.TypeReg {
			continue
		}
		data, err := io.ReadAll(tr)
		if err != nil {
			return nil, fmt.Errorf("%s: %s: %w", file, h.Name, err)
		}
		files[h.Name] = archived{data, os.FileMode(h.Mode).Perm()}
	}
}

// writeSums writes out/SHA256SUMS: a line per file (paths relative to out, in the order
// given), in the format `sha256sum -c` reads.
func writeSums(out string, files []string) error {
	var b strings.Builder
	for _, name := range files {
		sum, err := sitefs.FileSum(filepath.Join(out, filepath.FromSlash(name)))
		if err != nil {
			return err
		}
		fmt.Fprintf(&b, "%s  %s\n", sum, name)
	}
	return os.WriteFile(filepath.Join(out, "SHA256SUMS"), []byte(b.String()), 0o644)
}
