"""The seed articles' own code, copied verbatim from ``../shared/seeds/``, read right.

Each block is pasted as a reader of the article would copy it, comments and all.
"""

from __future__ import annotations

from slidepuzzle import Board
from slidepuzzle.parse import Format, read_boards

# GeeksforGeeks (seed 001): the C++ program; the four boards in its /* */ comment are not read.
GFG_CPP = r"""// C++ program to check if a given instance of N*N-1
// puzzle is solvable or not
#include <iostream>
#define N 4
using namespace std;

// A utility function to count inversions in given
// array 'arr[]'. Note that this function can be
// optimized to work in O(n Log n) time. The idea
// here is to keep code small and simple.
int getInvCount(int arr[])
{
    int inv_count = 0;
    for (int i = 0; i < N * N - 1; i++)
    {
        for (int j = i + 1; j < N * N; j++)
        {
            // count pairs(i, j) such that i appears
            // before j, but i > j.
            if (arr[j] && arr[i] && arr[i] > arr[j])
                inv_count++;
        }
    }
    return inv_count;
}

// find Position of blank from bottom
int findXPosition(int puzzle[N][N])
{
    // start from bottom-right corner of matrix
    for (int i = N - 1; i >= 0; i--)
        for (int j = N - 1; j >= 0; j--)
            if (puzzle[i][j] == 0)
                return N - i;
}

// This function returns true if given
// instance of N*N - 1 puzzle is solvable
bool isSolvable(int puzzle[N][N])
{
    // Count inversions in given puzzle
    int invCount = getInvCount((int*)puzzle);

    // If grid is odd, return true if inversion
    // count is even.
    if (N & 1)
        return !(invCount & 1);

    else     // grid is even
    {
        int pos = findXPosition(puzzle);
        if (pos & 1)
            return !(invCount & 1);
        else
            return invCount & 1;
    }
}

/* Driver program to test above functions */
int main()
{

    int puzzle[N][N] =
    {
        {12, 1, 10, 2},
        {7, 11, 4, 14},
        {5, 0, 9, 15}, // Value 0 is used for empty space
        {8, 13, 6, 3},
    };
    /*
    int puzzle[N][N] = {{1, 8, 2},
                    {0, 4, 3},
                    {7, 6, 5}};

    int puzzle[N][N] = {
                    {13, 2, 10, 3},
                    {1, 12, 8, 4},
                    {5, 0, 9, 6},
                    {15, 14, 11, 7},
                };

    int puzzle[N][N] = {
                    {6, 13, 7, 10},
                    {8, 9, 11, 0},
                    {15, 2, 12, 5},
                    {14, 3, 1, 4},
                };


    int puzzle[N][N] = {
                    {3, 9, 1, 15},
                    {14, 11, 4, 6},
                    {13, 0, 10, 12},
                    {2, 7, 8, 5},
                };
    */

    isSolvable(puzzle)? cout << "Solvable":
                        cout << "Not Solvable";
    return 0;
}
"""

# GeeksforGeeks (seed 001): its PHP port.
GFG_PHP = r"""<?php
//PHP  program to check if a given instance of N*N-1
// puzzle is solvable or not

$N= 4;

// A utility function to count inversions in given
// array 'arr[]'. Note that this function can be
// optimized to work in O(n Log n) time. The idea
// here is to keep code small and simple.

function  getInvCount( $arr)
{
    global $N;
     $inv_count = 0;
    for ($i = 0; $i < $N * $N - 1; $i++)
    {
        for ($j = $i + 1; $j < $N * $N; $j++)
        {
            // count pairs(i, j) such that i appears
            // before j, but i > j.

                $inv_count++;
        }
    }
    return $inv_count;
}

// find Position of blank from bottom
function findXPosition($puzzle)
{
    global $N;
    // start from bottom-right corner of matrix
    for ($i = $N - 1; $i >= 0; $i--)
        for ($j = $N - 1; $j >= 0; $j--)
            if ($puzzle[$i][$j] == 0)
                return $N - $i;
}

// This function returns true if given
// instance of N*N - 1 puzzle is solvable
function  isSolvable( $puzzle)
{
    global $N;
    // Count inversions in given puzzle
    $invCount = getInvCount($puzzle);

    // If grid is odd, return true if inversion
    // count is even.
    if ($N & 1)
        return !($invCount & 1);

    else     // grid is even
    {
        $pos = findXPosition($puzzle);
        if ($pos & 1)
            return !($invCount & 1);
        else
            return $invCount & 1;
    }
}

/* Driver program to test above functions */


    $puzzle =
    array(
        array(12, 1, 10, 2),
        array(7, 11, 4, 14),
        array(5, 0, 9, 15), // Value 0 is used for empty space
        array(8, 13, 6, 3),
    );
    

    if(isSolvable($puzzle)==0)
    
            echo  "Solvable";
     else 
            echo  "Not Solvable";


#This code is contributed by aj_36
?>
"""

# The Korean blog (seed 000): the C++ class, which holds no board.
BLOG_CLASS = r"""#pragma once
#define N 4 //Grid Size
class Algoritsm
{
private:
// A utility function to count inversions in given
// array 'arr[]'. Note that this function can be
// optimized to work in O(n Log n) time. The idea
// here is to keep code small and simple.
int GetInvCount(int arr[])
{
int inv_count = 0;
for (int i = 0; i < N * N - 1; i++)
{
for (int j = i + 1; j < N * N; j++)
{
// count pairs(i, j) such that i appears
// before j, but i > j.
if (arr[j] && arr[i] && arr[i] > arr[j])
inv_count++;
}
}
return inv_count;
}
// find Position of blank from bottom
int FindXPosition(int puzzle[N][N])
{
// start from bottom-right corner of matrix
for (int i = N - 1; i >= 0; i--)
for (int j = N - 1; j >= 0; j--)
if (puzzle[i][j] == 0)
return N - i;
}
public:
// This function returns true if given
// instance of N*N - 1 puzzle is solvable
bool IsSolvable(int puzzle[N][N])
{
// Count inversions in given puzzle
int invCount = GetInvCount((int*)puzzle);
// If grid is odd, return true if inversion
// count is even.
if (N & 1)
return !(invCount & 1);
else // grid is even
{
int pos = FindXPosition(puzzle);
if (pos & 1)
return !(invCount & 1);
else
return invCount & 1;
}
}
};
"""

# MAXimal (seed 002): the C++ that reads a board from cin, which holds none.
MAXIMAL_CPP = r"""int a[16];
for (int i=0; i<16; ++i)
	cin >> a[i];
 
int inv = 0;
for (int i=0; i<16; ++i)
	if (a[i])
		for (int j=0; j<i; ++j)
			if (a[j] > a[i])
				++inv;
for (int i=0; i<16; ++i)
	if (a[i] == 0)
		inv += 1 + i / 4;
 
puts ((inv & 1) ? "No Solution" : "Solution Exists");
"""

# OI wiki (seed 003): numpy's printing of two generated boards (the largest number is the blank).
OI_ARRAYS = (
    "array([[18, 26, 10, 17, 30, 11], [16, 27, 29, 8, 13, 21], [ 7, 5, 3, 34, 33, 25], "
    "[15, 14, 20, 2, 23, 19], [12, 9, 31, 24, 1, 28], [32, 6, 4, 0, 22, 35]])",
    "array([[11, 3, 4, 21, 7, 22], [26, 9, 18, 10, 0, 32], [29, 24, 14, 5, 12, 33], "
    "[34, 15, 2, 27, 31, 35], [19, 28, 1, 30, 20, 13], [16, 25, 23, 6, 17, 8]])",
)

DRIVER = Board(4, 4, (12, 1, 10, 2, 7, 11, 4, 14, 5, 0, 9, 15, 8, 13, 6, 3))


def test_the_cpp_program_gives_its_driver_board_alone():
    (reading,) = read_boards(GFG_CPP)
    assert reading.board == DRIVER
    assert reading.format is Format.C
    assert GFG_CPP.splitlines()[reading.line - 1].strip() == "{"  # the literal's first line
    assert str(reading) == (  # every number outside the literal is named
        "Read from C/C++ code: a 4 x 4 board. "
        "Lines 13-14, 16, 31-33, 46-47, 52-53, 55, 100 are program code, skipped"
    )


def test_the_php_port_gives_the_same_board():
    (reading,) = read_boards(GFG_PHP)
    assert (reading.board, reading.format) == (DRIVER, Format.PHP)
    assert GFG_PHP.splitlines()[reading.line - 1].strip() == "array("


def test_code_without_a_board_says_so():
    for code in (BLOG_CLASS, MAXIMAL_CPP):
        (reading,) = read_boards(code)
        assert reading.board is None and reading.format is Format.C
        assert str(reading.error) == (
            "no board found in the code: no list of numbers like {{1, 2}, {3, 0}}"
        )


def test_numpy_printed_boards_with_the_largest_as_blank():
    for text in OI_ARRAYS:
        (reading,) = read_boards(text, largest_is_blank=True)
        assert reading.format is Format.NUMPY
        printed = [int(n) for n in text.translate(str.maketrans("[],()", "     ")).split()[1:]]
        assert len(printed) == 36
        expected = Board(6, 6, [0 if n == 35 else n + 1 for n in printed])  # 0..35, 35 blank
        assert reading.board == expected
