"""Writes a generated file: the one way every generator puts a file below its out_root."""
from pathlib import Path


def write(out_root, rel, text):
    """Writes text to out_root/rel (UTF-8, "\\n" line ends, folders made as needed); returns rel."""
    path = Path(out_root) / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)
    return rel
