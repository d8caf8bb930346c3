"""The code generators' shared libraries (params: the curves' parameters; regions: generated
regions of hand-written files) and their driver (generate.py). See README.md."""
